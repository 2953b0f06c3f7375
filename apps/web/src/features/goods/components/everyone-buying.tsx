import { HrefLink } from '../../../components/href-link';
import { LazyImage } from '../../../components/lazy-image';
import { Skeleton } from '../../../components/skeletons';
import { useRankList } from '../api/get-rank-list';

const THUMB_PX = 180;
const PLACEHOLDERS = 4;

/** 大家都在买: the best sellers of the goods' category (storefront §2). */
export function EveryoneBuying({ category, excludeId }: { category: number; excludeId: number }) {
  const { data } = useRankList(category);
  const goods = data?.filter((entry) => (entry.gshp_id ?? entry.shp_id ?? entry.id) !== excludeId);
  return (
    <aside className="everyone-buying" aria-label="大家都在买">
      <h2 className="everyone-buying__title">大家都在买</h2>
      <ul className="everyone-buying__list">
        {goods
          ? goods.map((entry) => {
              const id = entry.gshp_id ?? entry.shp_id ?? entry.id;
              return (
                <li key={id}>
                  <HrefLink href={`/goodDetail?gshp_id=${id}`} className="everyone-buying__item">
                    <LazyImage src={entry.thumbnail} alt={entry.name} width={THUMB_PX} height={THUMB_PX} />
                    <span className="everyone-buying__name">{entry.name}</span>
                    {entry.price_info && (
                      <span className="price">
                        <small>¥</small>
                        {entry.price_info.min_price}
                      </span>
                    )}
                  </HrefLink>
                </li>
              );
            })
          : Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index}>
                <Skeleton height={THUMB_PX + 48} />
              </li>
            ))}
      </ul>
    </aside>
  );
}
