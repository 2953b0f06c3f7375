// Every cache key of the web, in one place: a feature reads its data under these keys and a change
// elsewhere invalidates by the same prefixes (after placing an order: the cart and the user's count).
// Keys nest from broad to narrow so invalidating a prefix (`queryKeys.orders.all(key)`) reaches its parts.

export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: (key?: string) => (key === undefined ? (['user', 'info'] as const) : (['user', 'info', key] as const)),
  },
  home: ['home'] as const,
  category: {
    tree: ['category', 'tree'] as const,
    children: (fatherId: number) => ['category', 'children', fatherId] as const,
    filter: (catId: number) => ['category', 'filter', catId] as const,
    products: (query: unknown, key: string | undefined) => ['category', 'products', query, key] as const,
  },
  search: (query: unknown, key: string | undefined) => ['search', query, key] as const,
  finder: {
    search: (query: unknown, scope: unknown) => ['finder', 'search', query, scope] as const,
    plant: (id: number, scope: unknown) => ['finder', 'plant', id, scope] as const,
    cities: (keyword: string) => ['finder', 'cities', keyword] as const,
    favGoods: (fvId: number, page: number, key: string) => ['finder', 'favGoods', fvId, page, key] as const,
  },
  activity: (id: number, key: string | undefined) => ['activity', id, key] as const,
  goods: {
    byIds: (ids: readonly number[], key: string | undefined) => ['goods', 'byIds', ids, key] as const,
    info: (params: unknown, scope: unknown) => ['goods', 'info', params, scope] as const,
    price: (params: unknown, scope: unknown) => ['goods', 'price', params, scope] as const,
    coupons: (gsupId: number, key: string | undefined) => ['goods', 'coupons', gsupId, key] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    list: (query: unknown, key: string | undefined) => ['reviews', query, key] as const,
    replies: (gCommentId: number) => ['reviews', 'replies', gCommentId] as const,
  },
  cart: {
    all: (key: string) => ['cart', key] as const,
    spec: (gshpId: number) => ['cart', 'spec', gshpId] as const,
  },
  checkout: {
    /** Every computed checkout of one order page: a refused placement asks them again. */
    all: (key: string, checkoutId: string) => ['checkout', key, checkoutId] as const,
    of: (key: string, checkoutId: string, request: unknown) => ['checkout', key, checkoutId, request] as const,
  },
  orders: {
    all: (key: string) => ['orders', key] as const,
    list: (key: string, query: unknown) => ['orders', key, 'list', query] as const,
    detail: (key: string, orderId: number) => ['orders', key, 'detail', orderId] as const,
    tracking: (key: string, orderId: number) => ['orders', key, 'tracking', orderId] as const,
  },
  orderReviews: {
    all: (key: string) => ['order-reviews', key] as const,
    order: (key: string, orderId: number) => ['order-reviews', key, 'order', orderId] as const,
    success: (key: string, orderId: number) => ['order-reviews', key, 'success', orderId] as const,
    mine: (key: string, status: number, page: number) => ['order-reviews', key, 'mine', status, page] as const,
  },
  addresses: {
    all: (key: string) => ['addresses', key] as const,
    page: (key: string, page: number) => ['addresses', key, page] as const,
    info: (key: string, addressId: number) => ['addresses', key, 'info', addressId] as const,
  },
  regions: (type: number, parentId: number) => ['regions', type, parentId] as const,
  memberCards: (key: string) => ['member-cards', key] as const,
  payStatus: (key: string, orderId: number) => ['pay-status', key, orderId] as const,
  refundCarriers: (key: string) => ['refund-carriers', key] as const,
  captcha: (deviceId: string) => ['captcha', deviceId] as const,
  catalogue: {
    pinyin: ['catalogue', 'pinyin'] as const,
    spu: (id: number, key: string | undefined) => ['catalogue', 'spu', id, key] as const,
    search: (query: unknown) => ['catalogue', 'search', query] as const,
    quote: (key: string) => ['catalogue', 'quote', key] as const,
    quotePage: (key: string, page: number) => ['catalogue', 'quote', key, page] as const,
    quotePdfLink: (key: string) => ['catalogue', 'quote', key, 'pdf-link'] as const,
  },
  account: {
    all: (key: string) => ['account', key] as const,
    coupons: (key: string, tab: number, page: number) => ['account', key, 'coupons', tab, page] as const,
    balance: (key: string, page: number) => ['account', key, 'balance', page] as const,
    withdrawals: (key: string, page: number) => ['account', key, 'withdrawals', page] as const,
    favourites: (key: string, page: number) => ['account', key, 'favourites', page] as const,
  },
};
