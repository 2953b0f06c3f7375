// `@garden/api/testing`: the API's test fixtures for the suites of other packages (the CLI's), which
// start this API and fill its database the way the API's own tests do. Not part of the server.
export { createBuyer, giveCard, giveCoupon, overwriteBalance } from './test/buying-factories';
export { cancelAllExpiredOrders } from './modules/orders/index';
export { createGoods, createSeededContext, overwriteStock } from './test/catalogue-factories';
export type { TestContext } from './test/context';
export { cellAt, editSheet } from './test/goods-sheet-files';
export { call } from './test/http';
export { createGiftPromotion, placeTestOrder } from './test/order-factories';
export { operatorOfRole } from './test/operator-calls';
export { OPERATOR_CALLS } from './modules/operators/permissions';
