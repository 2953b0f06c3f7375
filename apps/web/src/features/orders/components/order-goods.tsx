import { GiftTag } from '../../../components/gift-mark';
import type { OrderLine } from '../api/get-order';

/**
 * A goods line's picture, name and attributes, as the list and the detail show it; `gift` marks a gift the
 * order earned (shopping §3 `present`) with the 赠品 tag, as the checkout page does.
 */
export function OrderGoods({ line, gift = false }: { line: Pick<OrderLine, 'goods_thumb' | 'goods_name' | 'goods_attr'>; gift?: boolean }) {
  return (
    <div className="order-goods">
      <img className="order-goods__thumb" src={line.goods_thumb} alt="" width={64} height={64} loading="lazy" />
      <div className="order-goods__text">
        <span className="order-goods__name">
          {gift && <GiftTag />}
          {line.goods_name}
        </span>
        {line.goods_attr && <small className="order-goods__attr">{line.goods_attr}</small>}
      </div>
    </div>
  );
}
