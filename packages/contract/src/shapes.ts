// The request and reply schemas of each call of the endpoint table (endpoints.ts), by the same names.
import { BalanceAudit, OperatorWithdrawal, OperatorWithdrawalList } from './account';
import { NoFields } from './common';
import { Collected, CollectRequest, FavouritePage, FavouritePageRequest, Uncollected, UncollectRequest } from './favourites';
import { HardinessImported } from './finder';
import {
  AuditOrderPage,
  AuditOrdersRequest,
  CouponIssued,
  CouponIssueRequest,
  FeedbackRequest,
  HardinessRequest,
  LatestRequest,
  OfficialReply,
  OfficialReplyRequest,
  OperatorDoctor,
  OperatorWithdrawalsRequest,
  PendingWork,
  PriceRequest,
  PriceSet,
  RefundDecision,
  RefundDecisionRequest,
  ShipRequest,
  ShipResult,
  StockAudit,
  StockRequest,
  StockSet,
  TraderRequest,
  TraderSet,
  WithdrawalDecisionRequest,
} from './operator';
import { CatalogueFeedbackList, QuoteRequestList } from './trade';

export const endpointShapes = {
  collectFavourite: { request: CollectRequest, reply: Collected },
  removeFavourites: { request: UncollectRequest, reply: Uncollected },
  listFavourites: { request: FavouritePageRequest, reply: FavouritePage },
  shipOrder: { request: ShipRequest, reply: ShipResult },
  decideRefund: { request: RefundDecisionRequest, reply: RefundDecision },
  replyToReview: { request: OfficialReplyRequest, reply: OfficialReply },
  issueCoupon: { request: CouponIssueRequest, reply: CouponIssued },
  setStock: { request: StockRequest, reply: StockSet },
  setPrice: { request: PriceRequest, reply: PriceSet },
  auditOrders: { request: AuditOrdersRequest, reply: AuditOrderPage },
  pendingWork: { request: LatestRequest, reply: PendingWork },
  operatorWithdrawals: { request: OperatorWithdrawalsRequest, reply: OperatorWithdrawalList },
  payWithdrawal: { request: WithdrawalDecisionRequest, reply: OperatorWithdrawal },
  refuseWithdrawal: { request: WithdrawalDecisionRequest, reply: OperatorWithdrawal },
  auditBalances: { request: NoFields, reply: BalanceAudit },
  auditStock: { request: NoFields, reply: StockAudit },
  catalogueFeedback: { request: FeedbackRequest, reply: CatalogueFeedbackList },
  importHardiness: { request: HardinessRequest, reply: HardinessImported },
  quoteRequests: { request: LatestRequest, reply: QuoteRequestList },
  setTrader: { request: TraderRequest, reply: TraderSet },
  operatorDoctor: { request: NoFields, reply: OperatorDoctor },
};
