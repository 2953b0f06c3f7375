import { HrefLink } from '../../../components/href-link';
import { useUserInfo } from '../../../lib/auth';

/** The cart link with the count from /v1/user/info `cart_v3_sum` (storefront §2, §7). */
export function CartButton() {
  const { data } = useUserInfo();
  const count = data?.cart_v3_sum ?? 0;
  return (
    <HrefLink href="/shopCart" className="cart-button" aria-label={`购物车，${count}件商品`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span>购物车</span>
      <span className="cart-button__count" data-testid="cart-count">
        {count}
      </span>
    </HrefLink>
  );
}
