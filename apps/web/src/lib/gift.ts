/**
 * A gift a buy-N-get-a-gift promotion gives (shopping §3 `present`), the same in the cart, the
 * checkout's split orders and a placed order: free (`goods_price` is always `0.00`) and not an order
 * line, so there is nothing to ship apart, refund or review.
 */
export interface Gift {
  goods_id: number;
  name: string;
  thumbnail: string;
  goods_attr: string;
  goods_number: number;
  market_price: string;
  goods_price: string;
}
