export { listQuoteRequests } from './quotation';
export { buildQuotePdf } from './quote-pdf';
export { tradeCatalogueRoutes } from './routes';
export { loadSkuRows } from './trade-catalogue';
