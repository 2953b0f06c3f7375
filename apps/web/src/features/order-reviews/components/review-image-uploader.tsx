import { REVIEW_IMAGES_MAX, validateImageFile, validateReviewImages } from '@garden/domain';
import type { ChangeEvent } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import { showToast } from '../../../lib/toast';
import { useUploadReviewImages } from '../api/upload-review-images';

const THUMB_PX = 72;

/**
 * The pictures of one goods' review: thumbnails with a remove button and an add tile that hides at 9; a
 * choice that would pass 9 is refused with 图片超出9张, a wrong type or a file of 1 MB or more with the
 * domain's text (storefront §5).
 */
export function ReviewImageUploader({ images, onChange, label }: { images: readonly string[]; onChange: (images: string[]) => void; label: string }) {
  const upload = useUploadReviewImages();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after removing it.
    event.target.value = '';
    if (files.length === 0) return;
    const refusal = validateReviewImages(images.length + files.length) ?? files.map(validateImageFile).find((message) => message !== null);
    if (refusal) return showToast(refusal);
    upload.mutate(files, { onSuccess: (paths) => onChange([...images, ...paths]) });
  };
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
            <label className="review-images__add" aria-busy={upload.isPending}>
              <span aria-hidden>＋</span>
              {upload.isPending ? '上传中…' : '添加图片'}
              <input
                type="file"
                accept="image/gif,image/jpeg,image/png,.jpg"
                multiple
                disabled={upload.isPending}
                onChange={choose}
                data-testid="review-image-input"
              />
            </label>
          </li>
        )}
      </ul>
      <small className="review-images__count">
        {images.length}/{REVIEW_IMAGES_MAX}
      </small>
    </div>
  );
}
