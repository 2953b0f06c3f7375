const STARS = 5;

/** A read-only star rating, as the product page draws it. */
export function ReviewStars({ rank }: { rank: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rank}星`}>
      {'★'.repeat(rank)}
      <span className="review-stars__off">{'★'.repeat(Math.max(STARS - rank, 0))}</span>
    </span>
  );
}
