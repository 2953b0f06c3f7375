import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { CartPage } from '../../features/cart/components/cart-page';
import { startCartCheckout } from '../../lib/checkout-hand-over';
import { useLoginKey } from '../../lib/request-scope';

/** The cart of /shopCart and /cartList; checking out hands the chosen groups to /editOrder. */
export function CartScreen() {
  const key = useLoginKey();
  const navigate = useNavigate();
  const startCheckout = useSetAtom(startCartCheckout);
  return (
    <CartPage
      loginKey={key}
      onCheckout={(devideItems) => {
        startCheckout(devideItems);
        void navigate({ to: '/editOrder', search: { once: 0 } });
      }}
    />
  );
}
