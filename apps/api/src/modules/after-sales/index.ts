export { applyForAfterSales, decideAfterSales } from './after-sales';
export { afterSalesOperatorRoutes } from './operator-routes';
export { countAfterSalesInState } from './queue';
export { afterSalesRoutes } from './routes';
