import { useAtomValue } from 'jotai';
import { Dropdown } from '../../../components/dropdown';
import { HrefLink } from '../../../components/href-link';
import { LazyImage } from '../../../components/lazy-image';
import { viewedGoodsAtom } from '../../../lib/storage';

/** The recently viewed goods the goods page records (storefront §2, §3). */
export function ViewedGoodsMenu() {
  const viewed = useAtomValue(viewedGoodsAtom);
  return (
    <Dropdown label="最近浏览" className="top-bar__dropdown">
      {viewed.length === 0 ? (
        <p className="viewed-goods__empty">还没有浏览过商品</p>
      ) : (
        <ul className="viewed-goods">
          {viewed.map((goods) => (
            <li key={goods.goodsId}>
              <HrefLink className="viewed-goods__item" href={`/goodDetail?gshp_id=${goods.goodsId}`}>
                <LazyImage src={goods.thumbnail} alt={goods.name} width={48} height={48} />
                <span className="viewed-goods__name">{goods.name}</span>
                <span className="price">¥{goods.price}</span>
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
