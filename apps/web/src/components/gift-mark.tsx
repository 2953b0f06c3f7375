import './gift-mark.css';

/** The 赠品 tag before a gift's name, wherever a `present` list is drawn (shopping §3: checkout, order detail). */
export function GiftTag() {
  return <em className="gift-tag">赠品</em>;
}

/** A gift's price: what the shopper pays for it (always ¥0.00) beside its struck-through market price. */
export function GiftPrice({ price, marketPrice }: { price: string; marketPrice: string }) {
  return (
    <span className="gift-price">
      ¥{price} <s>¥{marketPrice}</s>
    </span>
  );
}
