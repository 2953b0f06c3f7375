export { listQuoteRequests } from './quotation';
export { buildQuotePdf } from './quote-pdf';
export { tradeCatalogueOperatorRoutes } from './operator-routes';
export { tradeCatalogueRoutes } from './routes';
export { listCatalogueFeedback, loadSkuRows } from './trade-catalogue';
