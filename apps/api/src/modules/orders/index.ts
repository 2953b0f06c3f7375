export { cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from './actions';
export { cancelAllExpiredOrders, cancelExpiredOrders, startAutoCancel } from './auto-cancel';
export { creditBalance, returnStock } from './give-back';
export { orderRoutes } from './routes';
export { createOrderSn, findOwnOrder, toOrderState, type OrderRow } from './rows';
export { shipOrder, waitingLines } from './shipping';
export { auditStock, keepSeededBaselines, keepStockBaseline } from './stock-audit';
export { describeRequestLine, findShownOrder } from './views';
