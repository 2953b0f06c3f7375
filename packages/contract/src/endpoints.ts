// The endpoint table: each call's method and path, written once. The API builds its routes from it (with the
// request and reply schemas of `endpointShapes`), the web and the CLI call through it. This module holds no
// schema at run time (zod and the shapes are imported as types only), so the web's bundle takes it without zod.
import type { z } from 'zod';
import type { endpointShapes } from './shapes';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A call's schemas: the request (a GET's query, otherwise its body) and the reply's `data`. */
export interface Shape {
  request: z.ZodType;
  reply: z.ZodType;
}

declare const shapeOf: unique symbol;

/** One call of the API: its method and path, its shapes attached as types. */
export interface Endpoint<S extends Shape = Shape> {
  readonly method: Method;
  readonly path: string;
  readonly [shapeOf]?: S;
}

/** The fields a caller sends (the schema's input: numbers may come as text, defaults may be left out). */
export type RequestOf<E extends Endpoint> = E extends Endpoint<infer S> ? z.input<S['request']> : never;
/** The reply's `data` as the API answers it. */
export type ReplyOf<E extends Endpoint> = E extends Endpoint<infer S> ? z.output<S['reply']> : never;

type Shapes = typeof endpointShapes;
type Route = { readonly method: Method; readonly path: string };

/** The table as written, each entry typed with its shapes; a name without shapes, or shapes without a name, does not compile. */
function withShapes<const T extends { readonly [K in keyof Shapes]: Route } & Record<Exclude<keyof T, keyof Shapes>, never>>(
  table: T,
): { readonly [K in keyof T]: T[K] & Endpoint<Shapes[K & keyof Shapes]> } {
  return table as { readonly [K in keyof T]: T[K] & Endpoint<Shapes[K & keyof Shapes]> };
}

export const endpoints = withShapes({
  // The catalogue (storefront §7): the category tree, a category's goods and filters, cards by ids.
  readCategoryTree: { method: 'get', path: '/v3/category/father_list' },
  listCategoryGoods: { method: 'get', path: '/v3/category/product_list' },
  readCategoryFilter: { method: 'get', path: '/v1/category/filter' },
  listGoodsByIds: { method: 'get', path: '/v2/category/goods_arr' },
  // Search and its test variant (storefront §7 /v1/search/sou, /v1/search/es_sou), the ranking (shopping §7 "Account").
  searchGoods: { method: 'get', path: '/v1/search/sou' },
  searchGoodsTest: { method: 'get', path: '/v1/search/es_sou' },
  listRanking: { method: 'get', path: '/v1/rank/lists' },
  // Home, a favourable activity's goods and an activity page (storefront §2 "Home", §7).
  readHome: { method: 'get', path: '/v3/home/index' },
  listActivityGoods: { method: 'get', path: '/v1/home/fav_goods_lists' },
  readActivityPage: { method: 'get', path: '/v1/ap/{id}' },
  // The product page (storefront §7): the detail, the price quote, the purchase check, its coupons and claiming one.
  readGoods: { method: 'get', path: '/v2/goods/info' },
  quoteGoodsPrice: { method: 'post', path: '/v2/goods/price' },
  checkPurchase: { method: 'post', path: '/v1/goods/allowed' },
  listProductCoupons: { method: 'get', path: '/v1/home/bonus_lists' },
  receiveCoupon: { method: 'post', path: '/v1/user/receive_bonus' },
  // The account area (shopping §7 "Account"): my coupons, the balance and its ledger, the withdrawals, the profile,
  // the password and the mobile.
  listMyCoupons: { method: 'get', path: '/v1/user/bonus_lists' },
  readBalance: { method: 'get', path: '/v1/user/balance_log' },
  listWithdrawals: { method: 'get', path: '/v1/user/cash_log' },
  requestWithdrawal: { method: 'post', path: '/v1/user/cash' },
  editProfile: { method: 'post', path: '/v1/user/edit' },
  changePassword: { method: 'post', path: '/v1/user/password' },
  changeMobile: { method: 'post', path: '/v1/user/mobile' },
  // The member cards the payment page lists (shopping §7 "Checkout and order placement").
  listMemberCards: { method: 'get', path: '/v2/user/vipCard' },
  // Picture uploads for reviews (storefront §7 /v1/upload).
  uploadImages: { method: 'post', path: '/v1/upload' },
  // Sign-in (shopping §7 "Auth", storefront §7): login, register, a new password, logout; the SMS code and its captcha.
  signIn: { method: 'post', path: '/v1/auth/signin' },
  signUp: { method: 'post', path: '/v1/auth/signup' },
  resetPassword: { method: 'post', path: '/v1/auth/forget' },
  signOut: { method: 'delete', path: '/v1/auth/logout' },
  drawCaptcha: { method: 'post', path: '/v2/sms/captcha' },
  sendSmsCode: { method: 'post', path: '/v2/sms/send' },
  // The signed-in shopper (storefront §7): the info with the cart count, binding a mobile.
  readUserInfo: { method: 'get', path: '/v1/user/info' },
  bindMobile: { method: 'post', path: '/v1/user/binding' },
  // The sandbox's outbox (README "Sandbox"; sandbox mode only): the SMS a mobile got, the answer of a device's captcha.
  readSandboxSms: { method: 'get', path: '/__sandbox/sms' },
  readSandboxCaptcha: { method: 'get', path: '/__sandbox/captcha' },
  // The address book (shopping §7 "Address"); edit and delete also as POST with `_method`, as the spec's web sends them.
  listAddresses: { method: 'get', path: '/v1/address/lists' },
  readAddress: { method: 'get', path: '/v1/address/info' },
  addAddress: { method: 'post', path: '/v1/address/add' },
  editAddress: { method: 'put', path: '/v1/address/edit' },
  editAddressByPost: { method: 'post', path: '/v1/address/edit' },
  deleteAddress: { method: 'delete', path: '/v1/address/delete' },
  deleteAddressByPost: { method: 'post', path: '/v1/address/delete' },
  listRegions: { method: 'post', path: '/v1/address/regions' },
  // The shopper's orders after placing (shopping §7 "Orders"): the list, one order, its tracking and its changes.
  listOrders: { method: 'get', path: '/v1/order/list' },
  readOrder: { method: 'get', path: '/v1/order/detail' },
  trackOrder: { method: 'get', path: '/v1/order/tracking' },
  cancelOrder: { method: 'put', path: '/v1/order/cancel' },
  confirmOrder: { method: 'put', path: '/v1/order/confirm' },
  deleteOrder: { method: 'delete', path: '/v1/order/delete' },
  destroyOrder: { method: 'delete', path: '/v1/order/destroy' },
  recoverOrder: { method: 'post', path: '/v1/order/recover' },
  buyOrderAgain: { method: 'post', path: '/v1/order/buy_again' },
  // The cart (shopping §7 "Cart"): add, the list, and the changes, each answering the whole cart.
  addToCart: { method: 'post', path: '/v3/cart/add' },
  readCart: { method: 'get', path: '/v3/cart/lists' },
  selectCartItem: { method: 'post', path: '/v3/cart/select' },
  unselectCartItem: { method: 'post', path: '/v3/cart/unselect' },
  selectCartGroup: { method: 'post', path: '/v3/cart/select_all' },
  unselectCartGroup: { method: 'post', path: '/v3/cart/unselect_all' },
  setCartNumber: { method: 'post', path: '/v3/cart/number' },
  increaseCartItem: { method: 'post', path: '/v3/cart/increase' },
  decreaseCartItem: { method: 'post', path: '/v3/cart/decrease' },
  deleteCartItems: { method: 'post', path: '/v3/cart/delete' },
  moveCartItemsToFavourites: { method: 'post', path: '/v3/cart/collect' },
  clearInvalidCartItems: { method: 'post', path: '/v3/cart/clear_invalid' },
  // Checkout and placing orders (shopping §7 "Checkout and order placement"): a direct buy and the cart flow.
  checkoutDirectBuy: { method: 'post', path: '/v2/order/checkout' },
  placeDirectOrder: { method: 'post', path: '/v2/order/done' },
  checkoutCart: { method: 'post', path: '/v2/order/cart_checkout' },
  placeCartOrder: { method: 'post', path: '/v2/order/cart_done' },
  // Paying an order (shopping §4 "Payment", §7 pay_id): paying, its state, and the gateways' notifications.
  payOrder: { method: 'post', path: '/v2/order/pay' },
  readPayStatus: { method: 'get', path: '/v2/order/pay_status' },
  receivePayNotification: { method: 'post', path: '/v2/pay/notify/{channel}' },
  // After-sales (shopping §7 "After-sales"): the return carriers, the application, withdrawing it, the latest request.
  listRefundCarriers: { method: 'get', path: '/v1/order/refund_carriers' },
  applyForAfterSales: { method: 'post', path: '/v1/order/refund' },
  withdrawAfterSales: { method: 'put', path: '/v1/order/cancel_refund' },
  readAfterSales: { method: 'get', path: '/v1/order/refund_info' },
  // The plant finder (shopping §7 "Plant finder"; paths in the api README's finder table).
  readCityHardiness: { method: 'get', path: '/v1/finder/hardiness' },
  locateCity: { method: 'get', path: '/v1/finder/locate' },
  listCities: { method: 'get', path: '/v1/finder/regions' },
  searchFinder: { method: 'get', path: '/v1/finder/search' },
  readFinderPlant: { method: 'get', path: '/v1/finder/plant' },
  // The parcel-return page (shopping §7 "Parcel"): the warehouse staff's login and recording a returned parcel.
  signInParcelStaff: { method: 'post', path: '/v1/parcel/login' },
  recordParcel: { method: 'post', path: '/v1/parcel/record' },
  // The trade catalogue and the quotation list (shopping §7 "Catalogue"; paths in the api README's catalogue
  // table). The two PDF downloads answer a PDF, not an envelope, and stay outside the table.
  readPinyinIndex: { method: 'get', path: '/v1/catalogue/pinyin' },
  readTradeSpu: { method: 'get', path: '/v1/catalogue/spu' },
  searchTradeCatalogue: { method: 'get', path: '/v1/catalogue/search' },
  sendCatalogueSuggestion: { method: 'post', path: '/v1/catalogue/feedback' },
  readQuoteList: { method: 'get', path: '/v1/catalogue/cart' },
  addToQuote: { method: 'post', path: '/v1/catalogue/cart' },
  removeFromQuote: { method: 'delete', path: '/v1/catalogue/cart' },
  clearQuote: { method: 'put', path: '/v1/catalogue/cart' },
  sendQuote: { method: 'post', path: '/v1/catalogue/send' },
  generateQuotePdf: { method: 'post', path: '/v1/catalogue/pdf' },
  signQuotePdfLink: { method: 'get', path: '/v1/catalogue/pdf_link' },
  // Favourites (storefront §7 /v1/collection/*).
  collectFavourite: { method: 'post', path: '/v1/collection/collect' },
  removeFavourites: { method: 'delete', path: '/v1/collection/del' },
  listFavourites: { method: 'get', path: '/v1/collection/lists' },
  // The arrival reminder (storefront §7 /v1/service/visit).
  setArrivalReminder: { method: 'post', path: '/v1/service/visit' },
  // Reviews on product pages, their comments and likes (storefront §7 /v2/comment/lists, /v1/comarticle/*, /v1/compublic/zan).
  listReviews: { method: 'get', path: '/v2/comment/lists' },
  listReviewComments: { method: 'get', path: '/v1/comarticle/commentlist' },
  commentOnReview: { method: 'post', path: '/v1/comarticle/comment' },
  replyToComment: { method: 'post', path: '/v1/comarticle/reply' },
  likeReview: { method: 'post', path: '/v1/compublic/zan' },
  // Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success; §4 "Review tabs").
  readReviewOrder: { method: 'get', path: '/v2/order/comment_info' },
  writeFirstReview: { method: 'post', path: '/v2/order/comment' },
  writeFollowUpReview: { method: 'post', path: '/v2/order/pluscomment' },
  readReviewSuccess: { method: 'get', path: '/v2/order/comment_success' },
  listMyReviews: { method: 'get', path: '/v2/order/my_comments' },
  // The operator's calls (README "Operator"; the `garden` command), each behind an operator role's permission.
  shipOrder: { method: 'post', path: '/v1/operator/orders/ship' },
  decideRefund: { method: 'post', path: '/v1/operator/refunds/decide' },
  replyToReview: { method: 'post', path: '/v1/operator/reviews/reply' },
  issueCoupon: { method: 'post', path: '/v1/operator/coupons/issue' },
  setStock: { method: 'post', path: '/v1/operator/goods/stock' },
  setPrice: { method: 'post', path: '/v1/operator/goods/price' },
  auditOrders: { method: 'get', path: '/v1/operator/orders' },
  pendingWork: { method: 'get', path: '/v1/operator/orders/pending' },
  // The back office's orders (issue 32): every order by tab and filters, and one order with its whole story.
  listShopOrders: { method: 'get', path: '/v1/operator/orders/list' },
  readShopOrder: { method: 'get', path: '/v1/operator/orders/detail' },
  listShippingCarriers: { method: 'get', path: '/v1/operator/orders/carriers' },
  cancelShopOrder: { method: 'post', path: '/v1/operator/orders/cancel' },
  addOrderNote: { method: 'post', path: '/v1/operator/orders/note' },
  // Packing slips (a PDF, answered as the file) and batch shipping from a spreadsheet.
  printPackingSlips: { method: 'get', path: '/v1/operator/orders/packing-slip' },
  shipOrdersFromSheet: { method: 'post', path: '/v1/operator/orders/ship-sheet' },
  operatorWithdrawals: { method: 'get', path: '/v1/operator/withdrawals' },
  payWithdrawal: { method: 'post', path: '/v1/operator/withdrawals/pay' },
  refuseWithdrawal: { method: 'post', path: '/v1/operator/withdrawals/refuse' },
  auditBalances: { method: 'get', path: '/v1/operator/audit/balances' },
  auditStock: { method: 'get', path: '/v1/operator/audit/stock' },
  catalogueFeedback: { method: 'get', path: '/v1/operator/feedback' },
  importHardiness: { method: 'post', path: '/v1/operator/hardiness' },
  quoteRequests: { method: 'get', path: '/v1/operator/quote-requests' },
  setTrader: { method: 'post', path: '/v1/operator/users/trader' },
  operatorDoctor: { method: 'get', path: '/v1/operator/doctor' },
  // The back office's operators (issue 31): their sign-in, accounts and roles, and the audit trail.
  operatorSignIn: { method: 'post', path: '/v1/operator/auth/signin' },
  operatorSignOut: { method: 'post', path: '/v1/operator/auth/signout' },
  operatorMe: { method: 'get', path: '/v1/operator/auth/me' },
  changeOperatorPassword: { method: 'post', path: '/v1/operator/auth/password' },
  listOperators: { method: 'get', path: '/v1/operator/operators' },
  addOperator: { method: 'post', path: '/v1/operator/operators/add' },
  updateOperator: { method: 'post', path: '/v1/operator/operators/update' },
  auditTrail: { method: 'get', path: '/v1/operator/audit/trail' },
  // The back office's storefront content (issue 31): the home page's carousel slides and themes.
  homeContent: { method: 'get', path: '/v1/operator/home' },
  saveCarouselSlide: { method: 'post', path: '/v1/operator/home/carousel/save' },
  deleteCarouselSlide: { method: 'post', path: '/v1/operator/home/carousel/delete' },
  saveTheme: { method: 'post', path: '/v1/operator/home/themes/save' },
  deleteTheme: { method: 'post', path: '/v1/operator/home/themes/delete' },
  // Activity pages (/v1/ap/{id}) and their sections of goods.
  listActivities: { method: 'get', path: '/v1/operator/activities' },
  saveActivity: { method: 'post', path: '/v1/operator/activities/save' },
  deleteActivity: { method: 'post', path: '/v1/operator/activities/delete' },
  // The back office's pictures (slides, goods): stored for good, outside the shoppers' upload quota.
  uploadOperatorImages: { method: 'post', path: '/v1/operator/upload' },
  // Copies the uploads to the S3 bucket, a page at a time (`garden storage migrate --to s3`).
  migrateStorage: { method: 'post', path: '/v1/operator/storage/migrate' },
  // The back office's coupon types (issue 31): list, save, and issue one to a list of shoppers.
  listCouponTypes: { method: 'get', path: '/v1/operator/coupon-types' },
  saveCouponType: { method: 'post', path: '/v1/operator/coupon-types/save' },
  issueCouponList: { method: 'post', path: '/v1/operator/coupons/issue-list' },
  // The back office's catalogue (issue 31 "Catalogue"): the goods list and editor, categories and brands.
  listAdminGoods: { method: 'get', path: '/v1/operator/goods' },
  readAdminGoods: { method: 'get', path: '/v1/operator/goods/detail' },
  createGoods: { method: 'post', path: '/v1/operator/goods/create' },
  updateGoods: { method: 'post', path: '/v1/operator/goods/update' },
  setGoodsSale: { method: 'post', path: '/v1/operator/goods/sale' },
  exportGoodsSheet: { method: 'get', path: '/v1/operator/goods/export' },
  importGoodsSheet: { method: 'post', path: '/v1/operator/goods/import' },
  listAdminCategories: { method: 'get', path: '/v1/operator/categories' },
  createCategory: { method: 'post', path: '/v1/operator/categories/create' },
  updateCategory: { method: 'post', path: '/v1/operator/categories/update' },
  reorderCategories: { method: 'post', path: '/v1/operator/categories/reorder' },
  deleteCategory: { method: 'post', path: '/v1/operator/categories/delete' },
  listAdminBrands: { method: 'get', path: '/v1/operator/brands' },
  createBrand: { method: 'post', path: '/v1/operator/brands/create' },
  updateBrand: { method: 'post', path: '/v1/operator/brands/update' },
  // The back office's people and reviews (issue 32 "People", "Reviews").
  listShoppers: { method: 'get', path: '/v1/operator/users' },
  readShopper: { method: 'get', path: '/v1/operator/users/detail' },
  setShopperDisabled: { method: 'post', path: '/v1/operator/users/disable' },
  listParcelStaff: { method: 'get', path: '/v1/operator/parcel-staff' },
  addParcelStaff: { method: 'post', path: '/v1/operator/parcel-staff/add' },
  updateParcelStaff: { method: 'post', path: '/v1/operator/parcel-staff/update' },
  listShopReviews: { method: 'get', path: '/v1/operator/reviews' },
  setReviewShown: { method: 'post', path: '/v1/operator/reviews/show' },
  // The back office's after-sales queue and money (issue 32 "After-sales", "Money"): the requests with their orders,
  // a shopper's balance ledger beside a withdrawal.
  listAfterSales: { method: 'get', path: '/v1/operator/refunds' },
  readShopperBalance: { method: 'get', path: '/v1/operator/users/balance' },
  // A shopper's member cards (issue 32 "Money"): list, issue, top up, and a card's ledger.
  listShopperCards: { method: 'get', path: '/v1/operator/cards' },
  issueMemberCard: { method: 'post', path: '/v1/operator/cards/issue' },
  topUpMemberCard: { method: 'post', path: '/v1/operator/cards/top-up' },
  readCardLedger: { method: 'get', path: '/v1/operator/cards/ledger' },
  // The back office's dashboard (issue 32 "Dashboard"): the shop's figures for a period and the work waiting.
  readDashboard: { method: 'get', path: '/v1/operator/dashboard' },
});

/** The name of a call in the table. */
export type EndpointName = keyof typeof endpoints;

/** The back office's calls: those under /v1/operator (issue 31). */
export type OperatorCallName = {
  [K in EndpointName]: (typeof endpoints)[K]['path'] extends `/v1/operator/${string}` ? K : never;
}[EndpointName];
/** The operator calls that write: each is recorded in the audit trail under its name. */
export type OperatorWriteName = { [K in OperatorCallName]: (typeof endpoints)[K]['method'] extends 'get' ? never : K }[OperatorCallName];
