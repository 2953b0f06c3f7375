export { applyForAfterSales, decideAfterSales } from './after-sales';
export { afterSalesOperatorRoutes } from './operator-routes';
export { afterSalesRoutes } from './routes';
