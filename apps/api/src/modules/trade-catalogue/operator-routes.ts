// The plant catalogue's operator calls: the suggestion box and the traders' quotation lists. Only the
// operator token opens them (modules/operators).
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { listQuoteRequests } from './quotation';
import { listCatalogueFeedback } from './trade-catalogue';

export const tradeCatalogueOperatorRoutes = endpointRouter(
  endpoint('catalogueFeedback', {
    ...operatorCall,
    summary: '植物目录建议箱：最新的在前',
    handle: async ({ db, input }) => ({ list: await listCatalogueFeedback(db, input.limit) }),
  }),
  endpoint('quoteRequests', {
    ...operatorCall,
    summary: '批发商发来的报价清单：最新的在前，每行按发送时的批发价',
    handle: async ({ db, input }) => ({ list: await listQuoteRequests(db, input.limit) }),
  }),
);
