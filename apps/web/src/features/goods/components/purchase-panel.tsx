import { REGION_SOLD_OUT, initialQuantity } from '@garden/domain';
import { useState } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import type { RequestScope } from '../../../lib/request-scope';
import type { GoodsDetail, GoodsInfoParams } from '../api/get-goods-info';
import { useGoodsPrice } from '../../../lib/goods-price';
import { AddressPicker } from './address-picker';
import { AttributePicker, type AttributeChoice } from './attribute-picker';
import { BuyActions } from './buy-actions';
import { CouponList } from './coupon-list';
import { DeliveryChoice } from './delivery-choice';
import { DepositWindows } from './deposit-windows';
import { PriceBlock } from './price-block';

const REGION_ERROR = 1;

/**
 * The right-hand side of the product page: price, coupons, promotions, deposit windows, delivery
 * city and date, attributes, quantity, limits and the buy buttons. The choice lives here and every
 * change re-prices through POST /v2/goods/price (storefront §2, §3).
 */
export function PurchasePanel({ goods, params, scope }: { goods: GoodsDetail; params: GoodsInfoParams; scope: RequestScope }) {
  const [choice, setChoice] = useState<AttributeChoice>({});
  const [quantity, setQuantity] = useState(() => initialQuantity({ startNum: goods.start_num, step: goods.Nbei }));
  const [deliveryId, setDeliveryId] = useState<number | null>(null);
  const [pickingCity, setPickingCity] = useState(false);
  const attrIds = Object.values(choice).sort((a, b) => a - b);
  const { data: price } = useGoodsPrice(
    { gsup_id: goods.gsup_id, attr_id: attrIds, number: quantity, delivery_id: deliveryId, bc_id: params.bc_id },
    scope,
  );
  const stock = price?.stock ?? goods.stock;
  const regionSoldOut = stock <= 0 && (price?.region_goods_error ?? goods.region_goods_error) === REGION_ERROR;
  const allowedDeliveries = price ? price.delivery_id.map((entry) => entry.delivery_id) : null;
  const limits = { step: goods.Nbei, min: goods.start_num, stock };

  return (
    <section className="purchase-panel" aria-label="购买">
      <h1 className="purchase-panel__name">{goods.name}</h1>
      {goods.shortname && goods.shortname !== goods.name && <p className="purchase-panel__descpt">{goods.shortname}</p>}
      <PriceBlock goods={goods} priceData={price?.price_data} />
      <CouponList gsupId={goods.gsup_id} scope={scope} />
      {goods.activities_list.length > 0 && (
        <div className="goods-row">
          <span className="goods-row__label">促销</span>
          <ul className="promotions">
            {goods.activities_list.map((activity) => (
              <li key={`${activity.type}-${activity.name}`}>{activity.name}</li>
            ))}
          </ul>
        </div>
      )}
      <DepositWindows goods={goods} />
      <div className="goods-row">
        <span className="goods-row__label">配送至</span>
        <div className="goods-row__content">
          <AddressPicker open={pickingCity} onOpenChange={setPickingCity} />
          {regionSoldOut ? (
            <button type="button" className="link-button link-button--accent" onClick={() => setPickingCity(true)}>
              {REGION_SOLD_OUT}
            </button>
          ) : (
            goods.shipping_desc && <span className="goods-row__hint">{goods.shipping_desc}</span>
          )}
        </div>
      </div>
      <DeliveryChoice deliveries={goods.delivery} allowed={allowedDeliveries} value={deliveryId} onChange={setDeliveryId} />
      <AttributePicker properties={goods.properties.spe} choice={choice} unavailable={price?.no_allow_attr_arr ?? []} onChange={setChoice} />
      <div className="goods-row">
        <span className="goods-row__label">数量</span>
        <div className="goods-row__content">
          <QuantityStepper value={quantity} limits={limits} onChange={(next) => setQuantity(next)} />
          <span className="goods-row__hint" data-testid="goods-limits">
            起订量 {goods.start_num} 件 · 按 {goods.Nbei || 1} 的倍数购买 · 库存 {stock} 件
          </span>
        </div>
      </div>
      <BuyActions
        goods={goods}
        params={params}
        scope={scope}
        stock={stock}
        choice={{ attrIds, perGroup: goods.properties.spe.map((property) => choice[property.attr_id]), quantity, deliveryId }}
      />
    </section>
  );
}
