import { PAGE_SIZES } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/href-link';
import { LazyImage } from '../../../components/lazy-image';
import { Pagination } from '../../../components/pagination';
import { favouritesQueryOptions, useRemoveFavourite } from '../api/account-calls';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

const THUMB_PX = 160;

/** My favourites (shopping §2 myCollect): picture, name, prices, 找相似 (its category) and remove; 10 a page. */
export function FavouritesPage({ loginKey, page, onPage }: { loginKey: string; page: number; onPage: (page: number) => void }) {
  const { data } = useQuery(favouritesQueryOptions(loginKey, page));
  const remove = useRemoveFavourite(loginKey);
  return (
    <TitledSection className="account-page" title="我的收藏">
      {data && data.list.length === 0 && (
        <p className="goods-grid__empty">
          <strong>暂无收藏的商品</strong>
          <HrefLink href="/index">去逛逛</HrefLink>
        </p>
      )}
      <div className="favourite-list">
        {data?.list.map((item) => (
          <article key={item.shp_id} className="favourite" data-testid="favourite">
            <HrefLink href={`/goodDetail?gshp_id=${item.shp_id}`}>
              <LazyImage src={item.thumbnail} alt={item.name} width={THUMB_PX} height={THUMB_PX} />
            </HrefLink>
            <HrefLink href={`/goodDetail?gshp_id=${item.shp_id}`} className="favourite__name">
              {item.name}
            </HrefLink>
            <span>
              <span className="account-money">¥{item.start_price}</span> <s className="account-note">¥{item.market_price}</s>
            </span>
            <div className="favourite__actions">
              <HrefLink href={`/category?id=${item.category}`}>找相似</HrefLink>
              <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(item.shp_id)}>
                取消收藏
              </button>
            </div>
          </article>
        ))}
      </div>
      {data && <Pagination page={page} total={Math.ceil(data.total / PAGE_SIZES.favourites)} onChange={onPage} />}
    </TitledSection>
  );
}
