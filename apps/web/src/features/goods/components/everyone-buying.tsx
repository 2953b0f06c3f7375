import { Link } from '@tanstack/react-router';
import type { GoodsCardData } from '../../../components/goods-card';
import { LazyImage } from '../../../components/lazy-image';

const THUMB_PX = 180;

/** 大家都在买: the best sellers of the goods' top category, as the detail call lists them (storefront §2). */
export function EveryoneBuying({ goods }: { goods: readonly GoodsCardData[] }) {
  if (goods.length === 0) return null;
  return (
    <aside className="everyone-buying" aria-label="大家都在买">
      <h2 className="everyone-buying__title">大家都在买</h2>
      <ul className="everyone-buying__list">
        {goods.map((entry) => (
          <li key={entry.shp_id}>
            <Link to="/goodDetail" search={{ gshp_id: entry.shp_id }} className="everyone-buying__item">
              <LazyImage src={entry.thumbnail} alt={entry.name} width={THUMB_PX} height={THUMB_PX} />
              <span className="everyone-buying__name">{entry.name}</span>
              <span className="price">
                <small>¥</small>
                {entry.price_info.min_price}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
