import { BLACK_FIVE_LABEL, MINI_CARD_LABEL, type GoodsTagKind } from '@garden/domain';
import { HrefLink } from './href-link';
import { LazyImage } from './lazy-image';

type Flag = 0 | 1;

/** A product card as list calls return it (storefront §3 "Product card in lists"). */
export interface GoodsCardData {
  shp_id: number;
  id: number;
  thumbnail: string;
  name: string;
  shortname: string;
  stock: number;
  is_sale: number;
  is_dingjin: Flag;
  presell: Flag;
  forward: Flag;
  /** The one card tag the server picked with the domain's goods-tag rule (storefront §4). */
  after_mark: readonly { kind: GoodsTagKind; label: string }[];
  price_info: {
    min_price: string;
    max_price: string;
    min_market_price: string;
    is_save: Flag;
    save_money: string;
    u_grade: number | null;
    grade_name: string;
  };
  is_black_goods: Flag;
  is_mini_goods: Flag;
  cat_name: string;
}

/**
 * The shop's product card: sized lazy picture with its tag, name, card labels (5折, 折上95折),
 * price with the market price struck through. `size="large"` for the first goods of a home theme.
 */
export function GoodsCard({ goods, size = 'normal', eager = false }: { goods: GoodsCardData; size?: 'normal' | 'large'; eager?: boolean }) {
  const tag = goods.after_mark[0];
  const labels = [...(goods.is_black_goods ? [BLACK_FIVE_LABEL] : []), ...(goods.is_mini_goods ? [MINI_CARD_LABEL] : [])];
  const { min_price, min_market_price, grade_name, u_grade } = goods.price_info;
  const pixels = size === 'large' ? 480 : 300;
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
          {Number(min_market_price) > Number(min_price) && <span className="goods-card__market">¥{min_market_price}</span>}
          {u_grade !== null && grade_name && <span className="goods-card__grade">{grade_name}价</span>}
        </div>
      </div>
    </HrefLink>
  );
}
