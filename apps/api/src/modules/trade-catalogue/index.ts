export { listQuoteRequests } from './quotation';
export { buildQuotePdf } from './quote-pdf';
export { tradeCatalogueRoutes } from './routes';
export { listCatalogueFeedback, loadSkuRows } from './trade-catalogue';
