export { loadCartDraft, loadDirectBuyDraft } from './drafts';
export { loadMemberCards, toHeldCoupon } from './buyer-reads';
export { toGoodsLine } from './compute';
export { describeAddress } from './reply';
export type { CheckoutChoices, CheckoutDraft } from './draft';
export { checkoutOperatorRoutes } from './operator-routes';
export { placeOrders } from './placement';
export { checkoutRoutes } from './routes';
