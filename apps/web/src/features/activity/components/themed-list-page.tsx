import { PAGE_SIZES } from '@garden/domain';
import { GoodsGrid } from '../../../components/goods-grid';
import { useRequestScope } from '../../../lib/request-scope';
import { useGoodsByIds } from '../api/get-goods-by-ids';

/**
 * A themed list of hand-picked goods (GET /v2/category/goods_arr) with paging; `notitle` hides the
 * heading, e.g. when an app banner already names the theme (storefront §2).
 */
export function ThemedListPage({
  ids,
  showTitle,
  page,
  onPageChange,
}: {
  ids: readonly number[];
  showTitle: boolean;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const goods = useGoodsByIds(ids, useRequestScope());
  const limit = PAGE_SIZES.category;
  const lastPage = Math.max(1, Math.ceil(goods.length / limit));
  const current = Math.min(page, lastPage);
  return (
    <div className="page themed-list">
      {showTitle && <h1 className="list-title">专题精选</h1>}
      <GoodsGrid
        page={{ list: goods.slice((current - 1) * limit, current * limit), total: goods.length, page: current, limit, last_page: lastPage }}
        onPageChange={onPageChange}
        empty={<strong>这个专题暂时没有商品</strong>}
      />
    </div>
  );
}
