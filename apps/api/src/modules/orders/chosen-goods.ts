// The goods of a line as the shopper chose them: the same four fields on a checkout's line (shopping §3 "Checkout
// result") and on the order line it becomes (§3 "Order goods line", kept on `order_goods`).

/** What a checkout line and an order line both carry of the chosen goods. */
interface ChosenGoods {
  goodsName: string;
  goodsAttr: string;
  goodsAttrId: string;
  goodsThumb: string;
}

/** The goods' name, its chosen attribute values (text and `goods_attr_id`s) and its thumbnail, as the replies carry them. */
export function describeChosenGoods(line: ChosenGoods) {
  return { goods_name: line.goodsName, goods_attr: line.goodsAttr, goods_attr_id: line.goodsAttrId, goods_thumb: line.goodsThumb };
}
