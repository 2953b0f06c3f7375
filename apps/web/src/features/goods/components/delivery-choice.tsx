import type { GoodsDelivery } from '../api/get-goods-info';

/**
 * The pre-sale delivery date choice: choosing a date makes the purchase a pre-sale (storefront §4);
 * dates the price result does not list for the chosen SKU are disabled.
 */
export function DeliveryChoice({
  deliveries,
  allowed,
  value,
  onChange,
}: {
  deliveries: readonly GoodsDelivery[];
  allowed: readonly number[] | null;
  value: number | null;
  onChange: (deliveryId: number | null) => void;
}) {
  if (deliveries.length === 0) return null;
  return (
    <div className="goods-row">
      <span className="goods-row__label">发货日期</span>
      <div className="attr-values" role="group" aria-label="发货日期">
        {deliveries.map((delivery) => {
          const chosen = value === delivery.delivery_id;
          return (
            <button
              key={delivery.delivery_id}
              type="button"
              className="attr-value"
              aria-pressed={chosen}
              disabled={!chosen && allowed !== null && !allowed.includes(delivery.delivery_id)}
              onClick={() => onChange(chosen ? null : delivery.delivery_id)}
            >
              预售 {delivery.delivery_time}
            </button>
          );
        })}
      </div>
    </div>
  );
}
