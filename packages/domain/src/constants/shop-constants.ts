/**
 * The business constants of both spec documents' section 9 (and the timings of sections 4 and 7), named
 * once so the API, the web and the rules read the same number. Amounts of money live in their own families.
 */

/** Page sizes of every paged list (storefront §7, §9; shopping §7, §9). */
export const PAGE_SIZES = {
  category: 20,
  search: 20,
  favouriteGoods: 20,
  reviews: 10,
  reviewHistory: 10,
  orders: 10,
  addresses: 10,
  coupons: 9,
  balance: 10,
  withdrawals: 10,
  favourites: 10,
  plantFinder: 20,
  catalogueSearch: 24,
  quotationList: 20,
  ranking: 10,
  pdfExport: 10000,
} as const;

/** Home themes fetched per page; fewer returned means the end (storefront §9). */
export const HOME_THEMES_PER_PAGE = 2;
/** Page numbers the pagination widget shows (storefront §9). */
export const PAGINATION_PAGE_NUMBERS = 5;
/** Categories shown in the header before the "more" dropdown (storefront §2, §9). */
export const HEADER_CATEGORY_COUNT = 9;
/** Coupons shown on the detail page before the expand button (storefront §9). */
export const DETAIL_COUPONS_SHOWN = 3;

/** Default toast duration in ms (storefront §9). */
export const TOAST_DURATION_MS = 2000;
/** Delay before the follow-up of a toast (login dialog, bind mode, redirects) in ms (storefront §9, shopping §9). */
export const FOLLOW_UP_DELAY_MS = 1500;
/** The parcel page returns to its login this long after saying the staff session is lost (shopping §6). */
export const PARCEL_RELOGIN_DELAY_MS = 1000;
/** The longer follow-up some pages use before going to the index, in ms (shopping §6, §9). */
export const SLOW_FOLLOW_UP_DELAY_MS = 2000;
/** WeChat QR page polling interval in ms (shopping §4, §9). */
export const PAY_POLL_INTERVAL_MS = 2000;
/** Carousel rotation in ms (storefront §9). */
export const BANNER_INTERVAL_MS = 2500;
/** Search input debounce in ms (shopping §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Seconds of SMS countdown per send so far (storefront §4, §9). */
export const SMS_COUNTDOWN_STEP_SECONDS = 60;

/** Largest accepted upload is strictly below this many bytes: 1 MB (shopping §9). */
export const MAX_UPLOAD_BYTES = 1048576;
/** Accepted image types, as file extensions and MIME subtypes (storefront §5, shopping §5). */
export const IMAGE_TYPES = ['gif', 'jpeg', 'png', 'jpg'] as const;
/** Images an after-sales request keeps; a newer one replaces the older (shopping §5, §9). */
export const AFTER_SALES_IMAGES_MAX = 1;
/** Images per goods in one review (storefront §5, §9). */
export const REVIEW_IMAGES_MAX = 9;
/** Characters of review text (storefront §5, §9). */
export const REVIEW_TEXT_MAX = 300;
/** Default review star rating (storefront §9). */
export const DEFAULT_STAR_RATING = 5;
/** Characters of the optional message to the seller (shopping §5, §9). */
export const SELLER_MESSAGE_MAX = 20;
/** Password length bounds (storefront §5: at least 6, placeholder 6-20). */
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/** Bounds of the locally kept recent lists (storefront §9, shopping §9). */
export const HISTORY_BOUNDS = { search: 6, city: 10, viewedGoods: 5, parcelNumbers: 10 } as const;

/** Stock at or below which a card shows the nearly-sold-out tag (storefront §9, shopping §9). */
export const LOW_STOCK_THRESHOLD = 5;

/** Minutes an unpaid order lives from `add_time` (shopping §9). */
export const UNPAID_ORDER_LIFETIME_MINUTES = 60;
/** Minutes the WeChat QR page states for paying (shopping §4, §9). */
export const QR_PAY_LIFETIME_MINUTES = 30;
/** Days back of the order-time filters (storefront §9, shopping §9). */
export const ORDER_TIME_FILTER_DAYS = [30, 91, 365] as const;

/** `pay_id` sent when placing or paying an order (shopping §7, §9). */
export const PAY_IDS = { memberCard: 8, alipay: 15, wechat: 16 } as const;
/** The methods' names, as the pay page and the back office say them; an order the balance paid alone has no `pay_id`. */
export const PAY_METHOD_NAMES: Readonly<Record<number, string>> = {
  [PAY_IDS.memberCard]: '会员卡',
  [PAY_IDS.alipay]: '支付宝',
  [PAY_IDS.wechat]: '微信支付',
};
/** What paid: the method's name; `余额` for a paid order without a method (the balance alone paid it). */
export function payMethodName(payId: number | null): string {
  return payId === null ? '余额' : (PAY_METHOD_NAMES[payId] ?? String(payId));
}
/** Keys of the payment options on the pay page (shopping §9). */
export const PAY_OPTION_KEYS = { alipay: 5, wechat: 7, memberCard: 8 } as const;
/** `FCardNumber` of the black-five card (shopping §3, §9). */
export const BLACK_FIVE_CARD_NUMBER = 2;

/** QR code width in px (storefront §9, shopping §2). */
export const QR_CODE_SIZE_PX = 224;
/** Weight an order-detail line shows when it has none (storefront §9, shopping §3). */
export const DEFAULT_LINE_WEIGHT = '0.01kg';
/** Responsive breakpoints in px (storefront §9). */
export const BREAKPOINTS_PX = [600, 960] as const;
/** Working days a withdrawal takes (shopping §2, §9). */
export const WITHDRAWAL_WORKING_DAYS = 5;
/** Edition of the downloadable online catalogue (shopping §2, §9). */
export const CATALOGUE_EDITION = '2023-2024';
