export { applyForAfterSales, decideAfterSales } from './after-sales';
export { afterSalesRoutes } from './routes';
