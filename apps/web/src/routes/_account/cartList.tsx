import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { cartQueryOptions } from '../../features/cart/api/get-cart';
import { readRequestScope } from '../../lib/request-scope';
import { readId, readText } from '../../lib/search-params';
import { CartScreen } from '../-components/cart-screen';

interface CartListSearch {
  id?: number;
  name?: string;
}

// shopping §2: cartList is the same cart, reached with the id and name of where the shopper came from.
export const Route = createFileRoute('/_account/cartList')({
  validateSearch: (search: Record<string, unknown>): CartListSearch => ({ id: readId(search.id), name: readText(search.name) }),
  loader: async ({ context: { queryClient } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(cartQueryOptions(key));
  },
  errorComponent: RouteError,
  component: CartScreen,
});
