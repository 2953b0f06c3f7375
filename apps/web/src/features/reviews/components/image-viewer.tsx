import { useEffect, useRef } from 'react';

const VIEWER_PX = 720;

/** A modal viewer for review images with previous and next (storefront §2 "image viewer"). */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const go = (step: number) => onIndexChange((index + step + images.length) % images.length);
  return (
    <dialog
      ref={dialog}
      className="image-viewer"
      aria-label="查看图片"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <img className="image-viewer__image" src={images[index]} alt={`评价图片 ${index + 1}/${images.length}`} width={VIEWER_PX} height={VIEWER_PX} />
      {images.length > 1 && (
        <>
          <button type="button" className="image-viewer__nav image-viewer__nav--prev" aria-label="上一张" onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="image-viewer__nav image-viewer__nav--next" aria-label="下一张" onClick={() => go(1)}>
            ›
          </button>
        </>
      )}
      <span className="image-viewer__count">
        {index + 1} / {images.length}
      </span>
      <button type="button" className="image-viewer__close" aria-label="关闭" onClick={onClose}>
        ✕
      </button>
    </dialog>
  );
}
