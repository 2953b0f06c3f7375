/** A grey shimmering block of the given size, drawn where content is still loading. */
export function Skeleton({ width, height, radius = 8 }: { width?: number | string; height: number | string; radius?: number }) {
  return <span className="skeleton" style={{ width: width ?? '100%', height, borderRadius: radius }} aria-hidden />;
}

/** Placeholder of a goods card (same box as `<GoodsCard>`, so nothing moves when it arrives). */
function GoodsCardSkeleton() {
  return (
    <div className="goods-card goods-card--skeleton" aria-hidden>
      <Skeleton height="auto" radius={0} width="100%" />
      <div className="goods-card__body">
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
        <Skeleton height={20} width="40%" />
      </div>
    </div>
  );
}

/** A grid of goods-card placeholders. */
export function GoodsGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="goods-grid" aria-busy>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <GoodsCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** What a page shows while its code and data load (the router's pending component). */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy>
      <Skeleton height={32} width="30%" />
      <div style={{ height: 16 }} />
      <GoodsGridSkeleton />
    </div>
  );
}
