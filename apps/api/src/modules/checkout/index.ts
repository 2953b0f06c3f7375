export { loadCartDraft, loadDirectBuyDraft, loadMemberCards, toGoodsLine, toHeldCoupon, type CheckoutChoices, type CheckoutDraft } from './checkout';
export { placeOrders } from './placement';
export { checkoutRoutes } from './routes';
