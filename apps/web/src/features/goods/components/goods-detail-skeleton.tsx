import { Skeleton } from '../../../components/skeletons';
import '../../../components/list-page.css';
import './goods-detail.css';

const ROWS = 5;

/** The product page's shape while it loads, so the page does not jump when the goods arrive. */
export function GoodsDetailSkeleton() {
  return (
    <div className="page goods-detail" aria-busy>
      <div className="breadcrumb">
        <Skeleton width={220} height={14} />
      </div>
      <div className="goods-detail__top">
        <div className="goods-detail__media">
          <div className="goods-gallery__main">
            <Skeleton height="100%" radius={10} />
          </div>
          <Skeleton width={224} height={64} />
        </div>
        <div className="purchase-panel">
          <Skeleton width="70%" height={30} />
          <Skeleton width="40%" height={18} />
          <Skeleton height={72} radius={10} />
          {Array.from({ length: ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <Skeleton key={index} width={`${80 - index * 8}%`} height={32} />
          ))}
          <Skeleton width={312} height={46} />
        </div>
      </div>
    </div>
  );
}
