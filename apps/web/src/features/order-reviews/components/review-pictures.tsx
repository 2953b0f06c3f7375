import { LazyImage } from '../../../components/lazy-image';

const IMAGE_PX = 64;

/** A written review's pictures as small thumbnails (nothing when there are none). */
export function ReviewPictures({ srcs }: { srcs: readonly string[] }) {
  if (srcs.length === 0) return null;
  return (
    <ul className="review-pictures">
      {srcs.map((src) => (
        <li key={src}>
          <LazyImage src={src} alt="" width={IMAGE_PX} height={IMAGE_PX} />
        </li>
      ))}
    </ul>
  );
}
