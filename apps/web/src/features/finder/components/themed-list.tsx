import { useQuery } from '@tanstack/react-query';
import { GoodsCard } from '../../../components/goods-card';
import { Pagination } from '../../../components/pagination';
import { useRequestScope } from '../../../lib/request-scope';
import { favGoodsQueryOptions } from '../api/finder-calls';
import './finder.css';

/** A themed recommendation (storefront §2 recommend with fv_id): the title and the activity's goods. */
export function ThemedList({ fvId, title, page, onPage }: { fvId: number; title: string; page: number; onPage: (page: number) => void }) {
  const { key } = useRequestScope();
  const { data, isPending } = useQuery(favGoodsQueryOptions(fvId, page, key));
  return (
    <div className="page finder-page">
      <h1 className="list-title">{title}</h1>
      {data && data.list.length > 0 ? (
        <>
          <div className="goods-grid">
            {data.list.map((goods) => (
              <GoodsCard key={goods.id} goods={goods} />
            ))}
          </div>
          <Pagination page={page} total={data.last_page} onChange={onPage} />
        </>
      ) : (
        !isPending && (
          <p className="goods-grid__empty">
            <strong>暂无推荐商品</strong>
          </p>
        )
      )}
    </div>
  );
}
