export { addressRoutes } from './address-routes';
export { addAddress } from './address';
export { cardRoutes } from './card-routes';
export { couponRoutes } from './coupon-routes';
export { receiveCoupon } from './coupons';
export { collectionRoutes } from './favourite-routes';
export { accountRoutes } from './routes';
export { userRoutes } from './user-routes';
export { auditBalances, listWithdrawalsForOperator, payWithdrawal, refuseWithdrawal } from './withdrawals';
