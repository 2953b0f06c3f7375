// The plant catalogue's operator calls: the suggestion box and the traders' quotation lists. Only the
// operator token opens them (modules/operators).
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { listQuoteRequests } from './quotation';
import { listCatalogueFeedback } from './trade-catalogue';

export const tradeCatalogueOperatorRoutes = createRouter()
  .openapi(
    queryRoute('catalogueFeedback', {
      ...operatorCall,
      summary: '植物目录建议箱：最新的在前',
    }),
    async (c) => respond(c, { list: await listCatalogueFeedback(c.var.db, c.req.valid('query').limit) }),
  )
  .openapi(
    queryRoute('quoteRequests', {
      ...operatorCall,
      summary: '批发商发来的报价清单：最新的在前，每行按发送时的批发价',
    }),
    async (c) => respond(c, { list: await listQuoteRequests(c.var.db, c.req.valid('query').limit) }),
  );
