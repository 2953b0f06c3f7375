import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { cartQueryOptions } from '../../features/cart/api/get-cart';
import { readRequestScope } from '../../lib/request-scope';
import { CartScreen } from '../-components/cart-screen';

// shopping §2: shopCart is the cart.
export const Route = createFileRoute('/_account/shopCart')({
  loader: async ({ context: { queryClient } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(cartQueryOptions(key));
  },
  errorComponent: RouteError,
  component: CartScreen,
});
