// The plant catalogue's operator calls: the suggestion box and the traders' quotation lists. Only the
// operator token opens them (modules/operators).
import { endpointRouter } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { listQuoteRequests } from './quotation';
import { listCatalogueFeedback } from './trade-catalogue';

export const tradeCatalogueOperatorRoutes = endpointRouter(
  operatorEndpoint('catalogueFeedback', '植物目录建议箱：最新的在前，分页；q 查建议内容中的文字或留言人的手机号', ({ db, input }) =>
    listCatalogueFeedback(db, input),
  ),
  operatorEndpoint('quoteRequests', '批发商发来的报价清单：最新的在前，分页，每行按发送时的批发价；trader 按批发商手机号或昵称查', ({ db, input }) =>
    listQuoteRequests(db, input),
  ),
);
