import { REVIEW_IMAGES_MAX, validateReviewImages } from '@garden/domain';
import { ImageFileInput } from '../../../components/image-file-input';
import { LazyImage } from '../../../components/lazy-image';
import { useUploadReviewImages } from '../api/upload-review-images';

const THUMB_PX = 72;

/**
 * The pictures of one goods' review: thumbnails with a remove button and an add tile that hides at 9; a
 * choice that would pass 9 is refused with 图片超出9张, a wrong type or a file of 1 MB or more with the
 * domain's text (storefront §5).
 */
export function ReviewImageUploader({ images, onChange, label }: { images: readonly string[]; onChange: (images: string[]) => void; label: string }) {
  const upload = useUploadReviewImages();
  return (
    <div className="review-images" role="group" aria-label={`${label}的图片`}>
      <ul className="review-images__list">
        {images.map((src, index) => (
          <li key={src} className="review-images__item">
            <LazyImage src={src} alt={`图片 ${index + 1}`} width={THUMB_PX} height={THUMB_PX} />
            <button type="button" aria-label={`删除图片 ${index + 1}`} onClick={() => onChange(images.filter((image) => image !== src))}>
              ×
            </button>
          </li>
        ))}
        {images.length < REVIEW_IMAGES_MAX && (
          <li>
            <ImageFileInput
              className="review-images__add"
              busy={upload.isPending}
              multiple
              disabled={upload.isPending}
              check={(files) => validateReviewImages(images.length + files.length)}
              onChoose={(files) => upload.mutate(files, { onSuccess: (paths) => onChange([...images, ...paths]) })}
              testId="review-image-input"
            >
              <span aria-hidden>＋</span>
              {upload.isPending ? '上传中…' : '添加图片'}
            </ImageFileInput>
          </li>
        )}
      </ul>
      <small className="review-images__count">
        {images.length}/{REVIEW_IMAGES_MAX}
      </small>
    </div>
  );
}
