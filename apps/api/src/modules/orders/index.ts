export { cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from './actions';
export { cancelAllExpiredOrders, cancelExpiredOrders, startAutoCancel } from './auto-cancel';
export { creditBalance, returnStock } from './give-back';
export { ordersOperatorRoutes } from './operator-routes';
export { orderRoutes } from './routes';
export { createOrderSn, findOwnOrder, pageOfOrders, toOrderState, type OrderRow } from './rows';
export { describeShopOrders } from './shop-orders';
export { shipOrder } from './shipping';
export { describeRequestLine, findShownOrder } from './views';
