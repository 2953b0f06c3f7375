import { BLACK_FIVE_LABEL, goodsTag, MINI_CARD_LABEL } from '@garden/domain';
import { HrefLink } from './href-link';
import { LazyImage } from './lazy-image';

type Flag = number | boolean | string | null | undefined;

/** A product card as list calls return it (storefront §3 "Product card in lists"). */
export interface GoodsCardData {
  shp_id?: number | string;
  id?: number | string;
  thumbnail: string;
  name: string;
  shortname?: string;
  stock: number;
  is_sale: number;
  is_dingjin?: Flag;
  presell?: Flag | readonly unknown[];
  forward?: Flag;
  after_mark?: readonly string[] | string | null;
  price_info: {
    min_price: string | number;
    min_market_price?: string | number | null;
    u_grade?: number;
    grade_name?: string;
  };
  is_black_goods?: Flag;
  is_mini_goods?: Flag;
  cat_name?: string;
}

const isOn = (flag: Flag | readonly unknown[]): boolean =>
  Array.isArray(flag) ? flag.length > 0 : Boolean(flag) && flag !== '0';

/** The goods page of a card: `shp_id` (or `id`) is its gshp_id (storefront §2 route table). */
export const goodsHref = (goods: Pick<GoodsCardData, 'shp_id' | 'id'>) => `/goodDetail?gshp_id=${goods.shp_id ?? goods.id}`;

/**
 * The shop's product card: sized lazy picture, the one tag the domain picks, name, price with the
 * market price struck through, and the card labels. `size="large"` for the first goods of a theme.
 */
export function GoodsCard({ goods, size = 'normal', eager = false }: { goods: GoodsCardData; size?: 'normal' | 'large'; eager?: boolean }) {
  const tag = goodsTag({
    stock: Number(goods.stock),
    isSale: Number(goods.is_sale),
    isDeposit: isOn(goods.is_dingjin),
    isPreSale: isOn(goods.presell),
    isForward: isOn(goods.forward),
  });
  const marks = typeof goods.after_mark === 'string' ? goods.after_mark.split(',').filter(Boolean) : (goods.after_mark ?? []);
  const labels = [
    ...(isOn(goods.is_black_goods) ? [BLACK_FIVE_LABEL] : []),
    ...(isOn(goods.is_mini_goods) ? [MINI_CARD_LABEL] : []),
    ...marks,
  ];
  const market = goods.price_info.min_market_price;
  const pixels = size === 'large' ? 480 : 300;
  return (
    <HrefLink href={goodsHref(goods)} className={`goods-card goods-card--${size}`} data-testid="goods-card">
      <div className="goods-card__image">
        <LazyImage src={goods.thumbnail} alt={goods.name} width={pixels} height={pixels} eager={eager} />
        {tag && <span className={`goods-card__tag goods-card__tag--${tag.kind}`}>{tag.label}</span>}
      </div>
      <div className="goods-card__body">
        <h3 className="goods-card__name">{goods.shortname || goods.name}</h3>
        <div className="goods-card__labels">
          {labels.map((label) => (
            <span key={label} className="goods-card__label">
              {label}
            </span>
          ))}
        </div>
        <div className="goods-card__prices">
          <span className="price">
            <small>¥</small>
            {goods.price_info.min_price}
          </span>
          {market && Number(market) > Number(goods.price_info.min_price) && <span className="goods-card__market">¥{market}</span>}
          {goods.price_info.grade_name && <span className="goods-card__grade">{goods.price_info.grade_name}</span>}
        </div>
      </div>
    </HrefLink>
  );
}
