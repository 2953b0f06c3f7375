import { BLACK_FIVE_LABEL, MINI_CARD_LABEL, showsMarketPrice } from '@garden/domain';
import type { GoodsDetail } from '../api/get-goods-info';
import type { GoodsPriceData } from '../../../lib/goods-price';

/**
 * The price block: the chosen SKU's price (the range until every attribute is chosen), the market
 * price struck through, the grade whose price it is, the saving, the deposit and the card labels
 * (storefront §2, §3). Amounts arrive formatted by the API's domain rules.
 */
export function PriceBlock({ goods, priceData }: { goods: GoodsDetail; priceData: GoodsPriceData | undefined }) {
  const { price } = goods;
  const chosen = priceData?.is_complete === 1 ? priceData : undefined;
  const shown = chosen ? chosen.price : price.min_price === price.max_price ? price.min_price : `${price.min_price} - ${price.max_price}`;
  const market = chosen ? chosen.market_price : price.original_price;
  const gradeName = chosen ? chosen.grade_name : price.grade_name;
  const saving = chosen ? chosen.save_money : price.save_money;
  const saves = (chosen ? chosen.is_save : price.is_save) === 1;
  return (
    <div className="price-block">
      <div className="price-block__row">
        <span className="price-block__label">{gradeName ? `${gradeName}价` : '价格'}</span>
        <span className="price price-block__price" data-testid="goods-price">
          <small>¥</small>
          {shown}
        </span>
        {showsMarketPrice(market, chosen?.price ?? price.min_price) && <s className="price-block__market">¥{market}</s>}
        {saves && <span className="price-block__save">已省¥{saving}</span>}
      </div>
      {goods.dj.dj_status > 0 && (
        <div className="price-block__row">
          <span className="price-block__label">定金</span>
          <span className="price-block__deposit">¥{chosen ? chosen.dj_price : price.dj_price}</span>
        </div>
      )}
      {(goods.is_hei5ka === 1 || goods.is_mini === 1) && (
        <div className="price-block__row">
          <span className="price-block__label">会员卡</span>
          {goods.is_hei5ka === 1 && <span className="goods-chip goods-chip--accent">黑五卡{BLACK_FIVE_LABEL}</span>}
          {goods.is_mini === 1 && <span className="goods-chip goods-chip--accent">迷你卡{MINI_CARD_LABEL}</span>}
        </div>
      )}
    </div>
  );
}
