import type { RequestOf } from '@garden/contract/endpoints';
import type { endpoints } from '@garden/contract/endpoints';

/** Every query key of the back office in one place, so a write invalidates exactly what it changed. */
export const queryKeys = {
  /** The signed-in operator, per key (a sign-in as someone else is another query). */
  me: (key: string) => ['operator', 'me', key] as const,
  operators: ['operators'] as const,
  auditTrail: (filters: RequestOf<typeof endpoints.auditTrail>) => ['audit-trail', filters] as const,
  auditTrailAll: ['audit-trail'] as const,
  goodsAll: ['goods'] as const,
  goodsList: (filters: RequestOf<typeof endpoints.listAdminGoods>) => ['goods', 'list', filters] as const,
  goodsDetail: (goodsId: number) => ['goods', 'detail', goodsId] as const,
  categories: ['categories'] as const,
  brands: ['brands'] as const,
  home: ['home'] as const,
  couponTypes: ['coupon-types'] as const,
  activities: ['activities'] as const,
  ordersAll: ['orders'] as const,
  ordersList: (filters: RequestOf<typeof endpoints.listShopOrders>) => ['orders', 'list', filters] as const,
  orderDetail: (orderId: number) => ['orders', 'detail', orderId] as const,
  carriers: ['carriers'] as const,
  // People and reviews (issue 32 "People", "Reviews").
  shoppersAll: ['shoppers'] as const,
  shoppersList: (filters: RequestOf<typeof endpoints.listShoppers>) => ['shoppers', 'list', filters] as const,
  shopperDetail: (userId: number) => ['shoppers', 'detail', userId] as const,
  parcelStaff: ['parcel-staff'] as const,
  reviewsAll: ['reviews'] as const,
  reviewsList: (filters: RequestOf<typeof endpoints.listShopReviews>) => ['reviews', 'list', filters] as const,
  // The after-sales queue and money (issue 32 "After-sales", "Money").
  afterSalesAll: ['after-sales'] as const,
  afterSales: (filters: RequestOf<typeof endpoints.listAfterSales>) => ['after-sales', filters] as const,
  withdrawalsAll: ['withdrawals'] as const,
  withdrawals: (all: boolean) => ['withdrawals', all] as const,
  shopperBalance: (userId: number, page: number) => ['withdrawals', 'balance', userId, page] as const,
  // A shopper's member cards and each card's ledger (issue 32 "Money").
  cardsAll: ['cards'] as const,
  shopperCards: (userId: number) => ['cards', userId] as const,
  cardLedger: (userId: number, cardId: number, page: number) => ['cards', userId, 'ledger', cardId, page] as const,
  // The catalogue's suggestion box and the traders' sent quotation lists (issue 32 "Reviews, messages, data").
  feedbackList: (filters: RequestOf<typeof endpoints.catalogueFeedback>) => ['feedback', filters] as const,
  quoteRequestsList: (filters: RequestOf<typeof endpoints.quoteRequests>) => ['quote-requests', filters] as const,
  // The dashboard (issue 32 "Dashboard"), per period.
  dashboard: (days: number) => ['dashboard', days] as const,
};
