import { BLACK_FIVE_LABEL, MINI_CARD_LABEL, formatYuan } from '@garden/domain';
import type { GoodsDetail } from '../api/get-goods-info';
import type { GoodsPriceData } from '../api/get-goods-price';

const isOn = (flag: number | boolean | undefined) => Boolean(flag);

/**
 * The price block: the chosen SKU's price (the range before a full choice), the market price struck
 * through, the grade whose price it is, the saving, the deposit and the card labels (storefront §2, §3).
 */
export function PriceBlock({ goods, priceData }: { goods: GoodsDetail; priceData: GoodsPriceData | undefined }) {
  const { price } = goods;
  const unit = priceData?.price;
  const range = price.min_price === price.max_price ? formatYuan(price.min_price) : `${formatYuan(price.min_price)} - ${formatYuan(price.max_price)}`;
  const market = priceData?.market_price ?? priceData?.original_price ?? price.original_price;
  const gradeName = priceData?.grade_name ?? price.grade_name;
  const saving = priceData?.save_money ?? price.save_money;
  const saves = isOn(priceData?.is_save ?? price.is_save) && Number(saving) > 0;
  const depositActive = goods.dj.dj_status > 0;
  return (
    <div className="price-block">
      <div className="price-block__row">
        <span className="price-block__label">{gradeName ? `${gradeName}价` : '价格'}</span>
        <span className="price price-block__price" data-testid="goods-price">
          <small>¥</small>
          {unit === undefined ? range : formatYuan(unit)}
        </span>
        {market && Number(market) > Number(unit ?? price.min_price) && <s className="price-block__market">¥{formatYuan(market)}</s>}
        {saves && <span className="price-block__save">已省¥{formatYuan(saving)}</span>}
      </div>
      {depositActive && (
        <div className="price-block__row">
          <span className="price-block__label">定金</span>
          <span className="price-block__deposit">¥{formatYuan(priceData?.dj_price ?? price.dj_price)}</span>
        </div>
      )}
      {(isOn(goods.is_hei5ka) || isOn(goods.is_mini)) && (
        <div className="price-block__row">
          <span className="price-block__label">会员卡</span>
          {isOn(goods.is_hei5ka) && <span className="goods-chip goods-chip--accent">黑五卡{BLACK_FIVE_LABEL}</span>}
          {isOn(goods.is_mini) && <span className="goods-chip goods-chip--accent">迷你卡{MINI_CARD_LABEL}</span>}
          {isOn(goods.is_fei5zhe) && <span className="goods-chip">不参与会员卡折扣</span>}
        </div>
      )}
    </div>
  );
}
