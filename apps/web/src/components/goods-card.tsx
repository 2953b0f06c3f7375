import { BLACK_FIVE_LABEL, MINI_CARD_LABEL, showsMarketPrice } from '@garden/domain';
import { HrefLink } from './href-link';
import { LazyImage } from './lazy-image';
import type { ProductCard as GoodsCardData } from '@garden/contract';

export type { GoodsCardData };

/** The picture's side in CSS pixels of each card size. */
const GOODS_CARD_PIXELS = { normal: 300, large: 480 } as const;

/**
 * The shop's product card: sized lazy picture with its state tag, name, card labels (the operator's tags, 5折, 折上95折),
 * price with the market price struck through. `size="large"` for the first goods of a home theme.
 */
export function GoodsCard({ goods, size = 'normal', eager = false }: { goods: GoodsCardData; size?: 'normal' | 'large'; eager?: boolean }) {
  // The state tag (定金, 售罄 …) sits on the picture; the operator's own tags (新品 …) join the card labels.
  const tag = goods.after_mark.find((mark) => mark.kind !== 'label');
  const labels = [
    ...goods.after_mark.filter((mark) => mark.kind === 'label').map((mark) => mark.label),
    ...(goods.is_black_goods ? [BLACK_FIVE_LABEL] : []),
    ...(goods.is_mini_goods ? [MINI_CARD_LABEL] : []),
  ];
  const { min_price, min_market_price, grade_name, u_grade } = goods.price_info;
  const pixels = GOODS_CARD_PIXELS[size];
  return (
    <HrefLink href={`/goodDetail?gshp_id=${goods.shp_id}`} className={`goods-card goods-card--${size}`} data-testid="goods-card">
      <div className="goods-card__image">
        <LazyImage src={goods.thumbnail} alt={goods.name} width={pixels} height={pixels} eager={eager} />
        {tag && <span className={`goods-card__tag goods-card__tag--${tag.kind}`}>{tag.label}</span>}
      </div>
      <div className="goods-card__body">
        <h3 className="goods-card__name" title={goods.name}>
          {goods.name}
        </h3>
        <div className="goods-card__labels">
          <span className="goods-card__category">{goods.cat_name}</span>
          {labels.map((label) => (
            <span key={label} className="goods-card__label">
              {label}
            </span>
          ))}
        </div>
        <div className="goods-card__prices">
          <span className="price">
            <small>¥</small>
            {min_price}
          </span>
          {/* An equal price is no discount, read without parsing: the first paint's prices are slots (build/first-paints.tsx). */}
          {min_market_price !== min_price && showsMarketPrice(min_market_price, min_price) && (
            <span className="goods-card__market">¥{min_market_price}</span>
          )}
          {u_grade !== null && grade_name && <span className="goods-card__grade">{grade_name}价</span>}
        </div>
      </div>
    </HrefLink>
  );
}
