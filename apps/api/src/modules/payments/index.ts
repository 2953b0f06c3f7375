export { startGatewayUpkeep } from './gateway-upkeep';
export { alreadyPaid, payForOrder, receiveNotification, type PayRequest } from './payments';
export { recordProviderRefund, sendProviderRefund, type ProviderRefundStatus } from './provider-refunds';
export { payRoutes, paySandboxRoutes } from './routes';
