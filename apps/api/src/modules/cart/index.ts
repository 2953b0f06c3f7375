export { addToCart, checkCartAddition, writeCartAddition, type CheckedAddition } from './changes';
export { readCart } from './reads';
export { selectedCartForCheckout } from './hand-over';
export { cartRoutes } from './routes';
