import { useState } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import type { GoodsPicture } from '../api/get-goods-info';

const MAIN_PX = 460;
const THUMB_PX = 64;
const VIDEO = 2;

/** The product gallery: a large picture or video and a strip of thumbnails (storefront §2). */
export function GoodsGallery({ pictures, name }: { pictures: readonly GoodsPicture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? pictures[0];
  return (
    <div className="goods-gallery">
      <div className="goods-gallery__main">
        {current?.type === VIDEO ? (
          // biome-ignore lint/a11y/useMediaCaption: product videos show the plant without speech
          <video
            key={current.img_id}
            className="goods-gallery__video"
            src={current.video_url}
            poster={current.img_url}
            width={MAIN_PX}
            height={MAIN_PX}
            controls
            playsInline
            preload="none"
          />
        ) : (
          current && <LazyImage key={current.img_id} src={current.img_url} alt={name} width={MAIN_PX} height={MAIN_PX} eager />
        )}
      </div>
      <ul className="goods-gallery__thumbs" aria-label="商品图片">
        {pictures.map((picture, position) => (
          <li key={picture.img_id}>
            <button
              type="button"
              className="goods-gallery__thumb"
              aria-current={position === index}
              aria-label={picture.type === VIDEO ? '播放视频' : `第${position + 1}张图片`}
              onMouseEnter={() => setIndex(position)}
              onClick={() => setIndex(position)}
            >
              <LazyImage src={picture.img_url} alt="" width={THUMB_PX} height={THUMB_PX} />
              {picture.type === VIDEO && (
                <span className="goods-gallery__play" aria-hidden>
                  ▶
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
