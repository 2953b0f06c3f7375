import {
  GOODS_ATTRIBUTE_VALUE_MAX,
  GOODS_NAME_MAX,
  GOODS_SHEET_MAX_BYTES,
  GOODS_SHEET_ROWS_MAX,
  GOODS_SHEET_UNPACKED_MAX_BYTES,
  GOODS_SHORTNAME_MAX,
  GOODS_SKUS_MAX,
  ORDER_NOTE_MAX,
  PACKING_SLIP_ORDERS_MAX,
  REFUSE_REASON_MAX,
  SHIPMENT_SHEET_ROWS_MAX,
} from '../constants/back-office-limits';
import { REVIEW_TEXT_MAX, WITHDRAWAL_WORKING_DAYS } from '../constants/shop-constants';

const MEGABYTE = 1024 * 1024;
/**
 * The catalogue of every Chinese text the shop shows: those the spec quotes (sections 4, 5 and 8 of both documents)
 * and, marked as chosen, those the API answers with where the spec is silent.
 * The API, the web and the CLI show these constants, never their own copies, so a shopper reads
 * the same words wherever a rule speaks. The texts are part of the contract: keep them to the character.
 */

// ── Sign-in (storefront §5, §8; shopping §5, §6) ──
/** Password mode without a username or mobile. */
export const USERNAME_REQUIRED = '请输入用户名!';
/** A mobile that is not 1, then 3–9, then nine digits. */
export const MOBILE_INVALID = '手机号码格式不正确！';
/** Password shorter than 6 characters. */
export const PASSWORD_TOO_SHORT = '密码不得少于6位！';
/** Reset mode: the two passwords differ. */
export const PASSWORDS_DIFFER = '两次密码输入不一致！';
/** Login succeeded but the account has no mobile: the dialog moves to bind mode. */
export const BIND_MOBILE_FIRST = '请先绑定手机号！';
/** Binding a mobile succeeded. */
export const MOBILE_BOUND = '手机号绑定成功！';
/** A page that needs the login key, visited without one (shopping §6). */
export const NOT_LOGGED_IN = '您尚未登录，请先登录！';
/** A login key past its idle expiry (code 2004, storefront §8). */
export const SESSION_EXPIRED = '登录已过期，请重新登录';
/** The chat widget, visited without a login. */
export const LOGIN_FIRST = '请先登录！';
/** Parcel staff without session data (shopping §6). */
export const SESSION_LOST = '登录失效，请重新登录';
/** The SMS button after its countdown. */
export const SMS_RESEND = '重新获取';

// ── Browsing (storefront §5, §8) ──
/** A blank search keyword. */
export const SEARCH_KEYWORD_EMPTY = '搜索关键字不能为空！';
/** Long-term pre-sale goods cannot be bought on the web. */
export const FORWARD_PRESALE_USE_APP = '该商品为远期预售商品，请至虹越APP或小程序购买';
/** Detail page: stock 0 in the region and region_goods_error 1. */
export const REGION_SOLD_OUT = '该地区已售空，点击切换地址';
/** The buy button of sold-out goods. */
export const SOLD_OUT_BUTTON = '已售罄';
/** Label once an arrival reminder is set. */
export const REMINDER_SET = '您已设置提醒';
/** Home links to group-buy details. */
export const GROUP_BUY_USE_APP = '团购详情请前往app查看';
/** Home links to a bridge module. */
export const BRIDGE_USE_APP = '该模块请前往app查看';
/** Home links whose title contains RESERVATION_WORD. */
export const RESERVATION_USE_APP = '预定商品请前往app查看';
/** The word in a home-link title that sends the shopper to the app. */
export const RESERVATION_WORD = '预定';
/** Orders page: content only the app shows. */
export const ORDERS_USE_APP = '请去APP查看';
/** Chat widget not ready. */
export const CHAT_SDK_NOT_READY = 'sdk尚未加载成功，请稍后再试!';
/** Home infinite scroll reached its end. */
export const NO_MORE_DATA = '没有更多数据了';
/** Label of mini-card goods. */
export const MINI_CARD_LABEL = '折上95折';
/** Label of black-five-card goods (storefront §9: "5折"). */
export const BLACK_FIVE_LABEL = '5折';
/** City filter when geolocation gives nothing. */
export const LOCATING_FAILED = '定位失败';

// ── Plant finder (shopping §2 recommend, chooseAddress; §7 "Plant finder"; wording ours) ──
/** A city name no region has. */
export const CITY_NOT_FOUND = '没有找到该城市';
/** A city without a hardiness zone yet. */
export const CITY_HARDINESS_UNKNOWN = '该城市暂无耐寒区数据';
/** A finder plant id that is not a plant of the shop. */
export const FINDER_PLANT_NOT_FOUND = '该植物不存在';
/** `garden hardiness import`: a line that is not "region,zone". */
export const HARDINESS_LINE_INVALID = '每行应为：城市的地区编号或名称,耐寒区';
/** `garden hardiness import`: a zone off the 1a–13b scale. */
export const HARDINESS_ZONE_INVALID = '耐寒区应为 1a 至 13b';
/** `garden hardiness import`: a region that is no city of the shop. */
export const HARDINESS_REGION_UNKNOWN = '找不到该城市（应为城市的地区编号，如 3301，或名称，如 杭州市）';
/** `garden hardiness import`: one city twice in a file. */
export const HARDINESS_REGION_TWICE = '该城市在文件中出现了不止一次';
/** `garden hardiness import`: a file without a data line. */
export const HARDINESS_FILE_EMPTY = '文件中没有数据行';
/** A hardiness file picked in the back office that is not UTF-8 text (an Excel CSV saved in the local code page). */
export const HARDINESS_FILE_NOT_UTF8 = '文件不是 UTF-8 编码：请另存为 UTF-8（Excel 中选「CSV UTF-8」）';
/** A hardiness file refused for its lines: no city was written; the reply lists each bad line (`第 3 行：…`). */
export const hardinessFileRefusedMessage = (lines: number): string => `文件中有 ${lines} 行不正确，没有导入任何城市`;

// ── Quantity and cart (storefront §5; shopping §5, §8) ──
/** Typed quantity that is not digits, or zero. */
export const QUANTITY_FORMAT_INVALID = '数量格式错误！';
/** Decrease below the minimum order quantity. */
export const minQuantityMessage = (min: number): string => `起订量不能少于${min}`;
/** Add to cart without every spec attribute chosen. */
export const ATTRIBUTES_INCOMPLETE = '属性不全';
/** Delete from cart with nothing selected. */
export const SELECT_GOODS_TO_DELETE = '请选中要删除的商品！';
/** Checkout with nothing selected. */
export const SELECT_GOODS_TO_CHECKOUT = '请选中要结算的商品哦！';
/** Checkout of items from different ship-from places. */
export const SHIP_FROM_DIFFERS = '发货地不同请分开结算哦！';
/** An item not yet on sale. */
export const NOT_YET_ON_SALE = '商品暂未开售';
/** Add to cart succeeded (the spec quotes no text; chosen here so the web and app read alike). */
export const ADDED_TO_CART = '已加入购物车';
/** A product coupon was claimed (the spec quotes no text; chosen here). */
export const COUPON_RECEIVED = '领取成功';

// ── Checkout and payment (shopping §4, §5, §8) ──
/** Shown beside the black-five toggle. */
export const BLACK_FIVE_NO_STACKING = '使用黑五卡付款订单将不再叠加享受店铺其他活动';
/** Black-five toggle on, but no line qualifies. */
export const BLACK_FIVE_NOT_APPLICABLE = '此商品不享受黑五卡折扣';
/** Nothing payable. */
export const NOTHING_TO_SETTLE = '没有可结算商品';
/** Pay without choosing a method. */
export const PAY_METHOD_REQUIRED = '请选择支付方式！';
/** Paying a black-five order (or placing one) by anything but card 2: the card pays what the toggle took off (shopping §4, §9). */
export const BLACK_FIVE_PAY_BY_CARD_ONLY = '使用黑五卡折扣的订单只能用黑五卡付款';
/** Placing with a coupon the shopper chose that another order has taken meanwhile (the spec quotes no text; worded here). */
export const COUPON_TAKEN = '优惠券已被使用，请重新选择';
/** Placing with a coupon the shopper chose that no longer applies to the order (its dates, its minimum, its goods). */
export const COUPON_UNAVAILABLE = '所选优惠券已不可用，请重新选择';
/** Placing when the order now costs more than the checkout the shopper confirmed (a price, the balance or a discount changed). */
export const PRICE_CHANGED = '订单金额已变动，请确认新的金额后重新提交';
/** Payment countdown reached zero. */
export const ORDER_CLOSED_GOING_HOME = '订单已关闭，即将跳转回首页';
/** Code 2040: the amount was already paid. */
export const ALREADY_PAID = '已支付了应付金额，即将跳转到订单详情页...';
/** WeChat QR page saw the order paid. */
export const PAY_SUCCESS_REDIRECTING = '支付成功！即将跳转.....';
/** Paid at once (a member card, or the balance covered it), on the way to the order. */
export const PAY_SUCCEEDED = '支付成功';

// ── Order pages (shopping §2, §4; the spec describes these without quoting them; worded here) ──
/** The order list has nothing (more) to show ('no more orders', worded like NO_MORE_DATA). */
export const NO_MORE_ORDERS = '没有更多订单了';
/** Why an unpaid order is closed (shopping §4: 'system timed order'). */
export const ORDER_CLOSED_BY_SYSTEM = '超时未支付，系统定时关闭订单';
/** A paid order waiting for the warehouse (shopping §4: payment succeeded, the seller will ship). */
export const ORDER_PAID_AWAITING_SHIPMENT = '付款成功，等待卖家发货';
/** Asked before cancelling an unpaid order. */
export const CONFIRM_CANCEL_ORDER = '确定取消该订单?';
/** Asked before confirming receipt (it completes the trade). */
export const CONFIRM_RECEIPT = '确认已收到全部商品?';
/** Asked before withdrawing an open after-sales request. */
export const CONFIRM_CANCEL_AFTER_SALES = '确定撤销售后申请?';
/** Asked before moving an order to the recycle bin. */
export const CONFIRM_DELETE_ORDER = '确定删除该订单?';
/** Asked before deleting an order from the recycle bin for good. */
export const CONFIRM_DESTROY_ORDER = '确定永久删除该订单? 删除后无法恢复';

// ── Addresses (shopping §5, §8) ──
/** Consignee missing. */
export const CONSIGNEE_REQUIRED = '请输入姓名！';
/** Address phone is not a mainland mobile. */
export const ADDRESS_MOBILE_INVALID = '请输入正确的手机号！';
/** Province, city or district missing. */
export const REGION_INCOMPLETE = '请将省市区填写完整！';
/** Detail line missing. */
export const ADDRESS_DETAIL_REQUIRED = '请输入详细地址！';
/** Confirmation before deleting an address. */
export const CONFIRM_DELETE_ADDRESS = '确定删除该地址?';
/** Failure wording of address calls without a server message. */
export const FAILED = '失败';
/** An HTTP-level failure whose body carries no msg (storefront §8 leaves the wording open). */
export const REQUEST_FAILED = '网络异常，请稍后再试';

// ── Withdrawal and profile (shopping §5) ──
/** Alipay account neither e-mail nor mobile. */
export const ALIPAY_ACCOUNT_INVALID = '请输入正确的支付宝账户！';
/** Account holder name missing or not the holder's. */
export const ACCOUNT_NAME_INVALID = '请输入正确的用户名！';
/** Amount not positive with at most two decimals. */
export const AMOUNT_INVALID = '请输入正确的金额！';
/** Profile without a sex. */
export const SEX_REQUIRED = '请选择您的性别！';
/** An image of 1 MB or more. */
export const FILE_TOO_LARGE = '文件大小不得超过1兆!';

/** A profile or an address saved (the API's reply and the web's notice; the spec leaves it unworded). */
export const SAVED = '保存成功';
/** The password changed with the current one; other sessions end. */
export const PASSWORD_CHANGED = '密码已修改';
/** The account's mobile number replaced by a verified one. */
export const MOBILE_CHANGED = '手机号已更换';
/** A withdrawal request recorded for the operators. */
export const WITHDRAWAL_SUBMITTED = '提现申请已提交';

// ── After-sales (shopping §5, §8) ──
/** Return-and-refund without a tracking number. */
export const TRACKING_NUMBER_REQUIRED = '请填写快递单号！';
/** No item ticked. */
export const SELECT_AFTER_SALES_GOODS = '请选择至少一个商品申请售后！';
/** Carrier copied. */
export const COPY_SUCCEEDED = '复制成功';
/** Carrier could not be copied. */
export const COPY_FAILED = '无法复制';

// ── Reviews (storefront §5) ──
/** Comment or reply text empty. */
export const COMMENT_TEXT_REQUIRED = '请添加文字';
/** Follow-up review text empty. */
export const FOLLOW_UP_TEXT_REQUIRED = '请输入文字';
/** More than 9 images on one goods. */
export const TOO_MANY_IMAGES = '图片超出9张';
/** Reviewing an order that is not complete (unworded in the spec; shopping §4 offers the review at o_status 7 only). */
export const REVIEW_ORDER_NOT_COMPLETE = '订单完成后才能评价！';
/** A second first review of the same order. */
export const ORDER_ALREADY_REVIEWED = '该订单已评价，请勿重复评价！';
/** A follow-up review before the first one. */
export const FOLLOW_UP_BEFORE_REVIEW = '请先评价后再追评！';
/** A second follow-up review of the same order. */
export const ORDER_ALREADY_FOLLOWED_UP = '该订单已追评，请勿重复追评！';
/** A review naming goods lines that are not the order's, or one line twice. */
export const REVIEW_GOODS_INVALID = '评价的商品不属于该订单！';
/** A review that leaves out goods of the order. */
export const REVIEW_GOODS_MISSING = '请评价订单中的每件商品！';

// ── Catalogue and parcel (shopping §5, §8) ──
/** Sending the quotation list with nothing selected. */
export const SELECT_CATALOGUE_GOODS = '请选择商品';
/** The quotation list reached the sales desk (the spec gives no wording; ours says what happens next). */
export const QUOTE_SENT = '清单已发送，销售顾问会尽快与您联系';
/** Empty suggestion. */
export const SUGGESTION_REQUIRED = '请输入建议';
/** A suggestion received (the spec leaves it unworded). */
export const SUGGESTION_THANKS = '感谢您的建议';
/** The quotation PDF was generated from the list. */
export const QUOTE_PDF_GENERATED = '报价单已生成';
/** Asked before 清空 empties the whole quotation list. */
export const CONFIRM_CLEAR_QUOTE = '确定清空报价清单吗?';
/** An order search that finds no order. */
export const NO_ORDER_MATCHES = '没有找到该订单号的订单';
/** A SPU or SKU joined the quotation list. */
export const ADDED_TO_QUOTE = '已加入报价清单';
/** A parcel number was recorded. */
export const PARCEL_RECORDED = '录入成功';
/** A parcel number recorded before, by anyone: a parcel comes back once. */
export const PARCEL_NUMBER_TAKEN = '该快递单号已录入，请勿重复录入';
/** Submitting a parcel number that is blank once trimmed (the page ignores it; the API says why). */
export const PARCEL_NUMBER_REQUIRED = '请输入快递单号';
/** A parcel number that is no courier number. */
export const PARCEL_NUMBER_INVALID = '快递单号应为 6-30 位字母或数字';
/** Staff login without a password. */
export const PASSWORD_REQUIRED = '请输入密码!';

// ── Texts the spec leaves unworded (chosen here; storefront §5, shopping §5) ──
/** Increase refused above stock: the spec blocks it without a text. */
export const maxQuantityMessage = (stock: number): string => `库存仅剩${stock}件`;
/** A quantity off the goods' step (`Nbei`): the spec moves quantities in its multiples without a text. */
export const stepQuantityMessage = (step: number): string => `购买数量须为${step}的倍数`;
/** Password longer than the placeholder's 20 characters. */
export const PASSWORD_TOO_LONG = '密码不得多于20位！';
/** SMS code missing or not digits. */
export const SMS_CODE_INVALID = '请输入正确的验证码！';
/** Message to the seller longer than 20 characters. */
export const SELLER_MESSAGE_TOO_LONG = '留言不得超过20个字！';
/** Review text longer than 300 characters. */
export const REVIEW_TEXT_TOO_LONG = '评价内容不得超过300字！';
/** An upload that is not gif, jpeg, png or jpg. */
export const IMAGE_TYPE_INVALID = '请上传gif、jpeg、png或jpg格式的图片！';
/** Order search with anything but digits. */
export const ORDER_SN_INVALID = '请输入正确的订单号！';
/** After-sales quantity outside 1 to the quantity bought. */
export const AFTER_SALES_QUANTITY_INVALID = '请输入正确的售后数量！';
/** Tracking number of a return that is not digits. */
export const TRACKING_NUMBER_INVALID = '请填写正确的快递单号！';
/** After-sales without a reason. */
export const AFTER_SALES_REASON_REQUIRED = '请选择售后原因！';
/** Return-and-refund without one of the shop's carriers. */
export const RETURN_CARRIER_REQUIRED = '请选择快递公司！';
/** No after-sales request on the order (or it is another shopper's). */
export const AFTER_SALES_NOT_FOUND = '售后申请不存在';
/** Deciding or cancelling an after-sales request that is no longer open. */
export const AFTER_SALES_CLOSED = '该售后申请已处理';
/** An order action the order's state does not allow (shopping §4 "Actions by order state"). */
export const ORDER_ACTION_NOT_ALLOWED = '当前订单状态不支持该操作！';
/** Paying an order after its 60-minute window (shopping §4 "Payment"). */
export const ORDER_PAYMENT_EXPIRED = '订单已超时关闭，请重新下单！';
/** Auto-cancelling an order whose 60 minutes have not yet passed. */
export const ORDER_NOT_YET_EXPIRED = '订单尚未超时';
/** Shipping lines that are not the order's, or left already (the operator's ship call). */
export const SHIPMENT_LINES_INVALID = '所选商品不属于该订单或已发货！';
/** Shipping without a carrier or tracking number. */
export const SHIPMENT_DETAILS_REQUIRED = '请填写快递公司和快递单号！';
/** Any text with a control character (NUL, escape, C1) or half of an emoji: nothing shows or stores it. */
export const TEXT_CONTROL_CHARACTER = '输入内容含有无法识别的控制字符，请删除后重新输入';
/** A tab or line break in a one-line field (names, phone numbers, search words). */
export const TEXT_LINE_BREAK = '此处只能填写一行文字，请删除换行符和制表符';
/** A zero-width or text-direction character in a name, a consignee or a nickname: it would hide or reorder what others read. */
export const NAME_FORMAT_CHARACTER = '姓名和昵称不能含有零宽字符或文字方向控制符';

// ── Deposit balance and free shipping (shopping §3, §4) ──
/** Balance window starting in 1970: the goods left the deposit activity. */
export const DEPOSIT_NOT_IN_ACTIVITY = '该商品已不在定金活动中';
/** Before the balance window: pay inside it (times as 'YYYY-MM-DD HH:mm', Beijing time). */
export const depositBalanceBeforeMessage = (from: string, to: string): string => `请在${from}至${to}期间支付尾款`;
/** Inside the balance window. */
export const depositBalanceOpenMessage = (from: string, to: string): string => `尾款支付时间：${from}至${to}`;
/** After the balance window: the shopper missed it. */
export const DEPOSIT_BALANCE_MISSED = '您已错过尾款支付时间';
/** Free-shipping activity counting pieces: how many more pieces ship free. */
export const freeShippingPiecesMessage = (pieces: number): string => `还差${pieces}件即可包邮`;
/** Free-shipping activity counting yuan: how much more ships free (amount as formatYuan gives it). */
export const freeShippingAmountMessage = (yuan: string): string => `还差${yuan}元即可包邮`;

// ── Sign-in security and uploads: the API's own refusals ──
/** Password login naming no account, or with a wrong password (never say which). */
export const WRONG_CREDENTIALS = '账号或密码错误！';
/** Register, or a register code, for a mobile that already has an account. */
export const MOBILE_REGISTERED = '该手机号已注册，请直接登录！';
/** Reset, or a reset code, for a mobile without an account. */
export const MOBILE_NOT_REGISTERED = '该手机号尚未注册！';
/** Binding a mobile another account holds. */
export const MOBILE_TAKEN = '该手机号已绑定其他账号！';
/** SMS send without the image captcha. */
export const CAPTCHA_REQUIRED = '请输入图形验证码！';
/** Image captcha wrong, expired or already used (each guess uses it up). */
export const CAPTCHA_INVALID = '图形验证码错误或已过期，请刷新后重试！';
/** A device_id that is not 6–32 letters and digits (storefront §7). */
export const DEVICE_ID_INVALID = '设备标识不正确，请刷新页面后重试！';
/** An SMS code that does not match, expired, was used, or was guessed wrong too often. */
export const SMS_CODE_WRONG = '验证码错误或已过期，请重新获取！';
/** The daily cap of codes sent to one mobile. */
export const SMS_DAILY_CAP_REACHED = '该手机号今日获取验证码次数已达上限，请明天再试！';
/** The hourly cap of codes requested from one IP. */
export const SMS_IP_CAP_REACHED = '获取验证码过于频繁，请稍后再试！';
/** A wait as the limits' refusals say it: seconds under a minute, minutes under two hours, else hours (rounded up). */
export const waitText = (seconds: number): string =>
  seconds < 60 ? `${seconds}秒` : seconds < 7200 ? `${Math.ceil(seconds / 60)}分钟` : `${Math.ceil(seconds / 3600)}小时`;
/** A per-account or per-IP limit reached (uploads, suggestions, comments): what was done too often and how long to wait. */
export const tooOftenMessage = (action: '上传图片' | '提交建议' | '评论', seconds: number): string =>
  `${action}过于频繁，请${waitText(seconds)}后再试`;
/** A password sign-in on an account with many recent wrong passwords, without a solved image captcha. */
export const CAPTCHA_NEEDED = '密码错误次数较多，请输入图形验证码后再登录';
/** A resend before the countdown (60 s × sends so far) ran out. */
export const smsWaitMessage = (seconds: number): string => `请${seconds}秒后再获取验证码`;
/** Password login locked after repeated wrong passwords. */
export const loginLockedMessage = (minutes: number): string => `密码错误次数过多，请${minutes}分钟后再试`;
/** Password login slowed down after repeated wrong passwords. */
export const loginSlowDownMessage = (seconds: number): string => `密码错误次数过多，请${seconds}秒后再试`;
/** Upload without a picture. */
export const IMAGE_REQUIRED = '请选择要上传的图片！';
/** An `idempotency_key` sent again with other contents: the shop never guesses which one was meant. */
export const IDEMPOTENCY_MISMATCH = '该提交编号已用于另一笔订单，请刷新页面后重新下单';
/** An `idempotency_key` whose first request is still being answered: the retry does not wait on it. */
export const REQUEST_IN_PROGRESS = '订单正在提交，请勿重复提交';
/** A request body past the API's size limit (64 kB of JSON or form fields; pictures have their own 1 MB each). */
export const REQUEST_TOO_LARGE = '请求内容过大';
/** A request whose address (path and query) is past the API's length limit (8 kB); no call needs that much. */
export const URL_TOO_LONG = '请求地址过长';
/** A request whose header lines together are past the server's limit (16 kB). */
export const HEADERS_TOO_LARGE = '请求头过大';
/** A client that did not finish sending its request in time (headers, or the whole request). */
export const REQUEST_TIMEOUT = '请求超时，请重试';
/** A request the HTTP parser could not read at all (not HTTP, or framing it cannot trust). */
export const REQUEST_MALFORMED = '请求格式不正确';
/** A payment `return_url` that is not a path of this shop (another site, `//host`, `/\host`): never followed. */
export const RETURN_URL_NOT_LOCAL = '返回地址必须是本站的页面';
/** An uploaded file that is gone or was never uploaded here. */
export const FILE_NOT_FOUND = '文件不存在';
/** `garden storage migrate --to s3` on a shop with no bucket configured (`GARDEN_S3_BUCKET`). */
export const STORAGE_NO_BUCKET = '未配置对象存储（GARDEN_S3_BUCKET），无法迁移图片';
/** `garden storage migrate` on a shop whose pictures are in the bucket already, without saying where to copy from. */
export const STORAGE_SOURCE_IS_TARGET = '图片已存放在对象存储中，请用 --from 指定来源（folder 或 database）';
/** A picture listed in the old storage whose bytes could not be read there (a migration's failure). */
export const STORAGE_FILE_UNREADABLE = '原存储中读不出该文件';
/** A presale delivery date the goods does not offer (add to cart, price quote, checkout). */
export const DELIVERY_NOT_FOUND = '所选发货日期不存在';
/** The balance no longer covers what the checkout took from it (it changed since the checkout). */
export const BALANCE_SHORT = '余额不足';
/** A cart line whose SKU no longer exists. */
export const SKU_GONE = '商品规格已失效';
/** A cart line of goods taken off sale (`is_sale` 3). */
export const OFF_SALE = '商品已下架';
/** An attribute value the goods does not have, or two of one attribute. */
export const SPEC_NOT_FOUND = '所选规格不存在';
/** Two values of one attribute chosen at once. */
export const SPEC_ONE_PER_GROUP = '所选规格不存在：同一属性只能选一个';
/** A password change by the current password that names the wrong one. */
export const CURRENT_PASSWORD_WRONG = '原密码错误';
/** A password change with neither the current password nor an SMS code. */
export const PASSWORD_CHANGE_PROOF_REQUIRED = '请输入原密码或短信验证码';
/** A nickname outside 1 to 20 characters. */
export const NICK_INVALID = '昵称应为1到20个字';
/** A withdrawal above the balance. */
export const WITHDRAWAL_OVER_BALANCE = '提现金额超过可提现余额';
/** A withdrawal the operator can no longer pay or refuse: it was paid or returned already. */
export const WITHDRAWAL_CLOSED = '该提现申请已处理';
/** A shop without a payout service (production without Alipay transfer settings). */
export const PAYOUTS_NOT_CONFIGURED = '未配置提现付款服务';
/** The withdrawal page's promise (shopping §2 "Balance", §9 timing). */
export const WITHDRAWAL_TIME_NOTE = `提现申请提交后，将在${WITHDRAWAL_WORKING_DAYS}个工作日内完成`;
/** A catalogue call by a shopper who is not a trader (shopping §6 "Trader"). */
export const TRADERS_ONLY = '仅限批发商使用';
/** A quotation PDF asked for before one was generated, or after the list changed. */
export const QUOTE_PDF_MISSING = '请先生成报价单';
/** A quotation PDF link past its few minutes, of a session that ended, or altered (links are short-lived and signed). */
export const PDF_LINK_INVALID = '链接已失效，请返回报价清单重新打开';

// ── The API's answers the spec leaves unworded (chosen here; storefront §7, shopping §7, §8) ──
/** The unexpected-error text: the only msg a 500 ever carries. */
export const SERVER_BUSY = '服务器繁忙，请稍后再试';
/** An API path or method the shop does not have. */
export const UNKNOWN_ENDPOINT = '接口不存在';
/** Two requests raced to insert the same unique row; the loser is told, not shown a 500. */
export const DUPLICATE_SUBMISSION = '请勿重复提交';

// ── Coupon types in the back office (issue 31; chosen) ──
/** A coupon type without a name, or one too long for a coupon card. */
export const COUPON_TYPE_NAME_REQUIRED = '请填写 1–30 字的券名称';
/** A goods coupon whose threshold is below its face value (a 满减 threshold must cover the discount). */
export const COUPON_TYPE_THRESHOLD_BELOW_FACE = '使用门槛不能低于面值（无门槛填 0）';
/** A deduction cap above the face value. */
export const COUPON_TYPE_CAP_INVALID = '最高抵扣不能高于面值';
/** A shipping coupon limited to categories, brands, suppliers or goods. */
export const COUPON_TYPE_SHIPPING_RANGE = '运费券只能全场通用';
/** A restricted coupon without the ids it is restricted to. */
export const COUPON_TYPE_RANGE_IDS_REQUIRED = '请填写适用的分类、品牌或供应商编号';
/** A goods coupon without goods picked, or naming goods that do not exist. */
export const COUPON_TYPE_GOODS_MISSING = '请选择适用的商品（商品须存在）';
/** A validity that ends before it starts. */
export const COUPON_TYPE_DATES_INVALID = '结束日期不能早于开始日期';
/** Issuing to mobiles some of which have no account: nothing is issued. */
export const couponMobilesUnknown = (mobiles: readonly string[]) => `以下手机号没有账号，未发放：${mobiles.join('、')}`;

// ── Storefront content (issue 31; chosen) ──
/** A carousel slide or theme without a title, or one too long for its line. */
export const HOME_LINK_NAME_REQUIRED = '请填写 1–30 字的标题';
/** A link kind the home page does not know. */
export const HOME_LINK_TYPE_INVALID = '链接类型不正确';
/** A link whose target does not fit its kind: an id, ids separated by commas, or a keyword. */
export const HOME_LINK_ID_INVALID = '链接目标不正确：商品、分类、活动填编号，商品列表填以逗号分隔的编号，搜索填关键字';
/** A link to goods, a category or an activity page that does not exist. */
export const HOME_LINK_TARGET_MISSING = '链接的商品、分类或活动不存在';
/** A carousel slide or theme id that is not there (deleted meanwhile). */
export const HOME_CONTENT_NOT_FOUND = '轮播图或专题不存在';
/** A theme's goods: at least one, each on sale or not, but existing. */
export const THEME_GOODS_MISSING = '请选择专题的商品（商品须存在）';
/** A slide's picture that is not one the shop's upload call answered. */
export const HOME_PICTURE_INVALID = '请上传轮播图图片';
/** An activity page without a title, or one too long for the page's heading. */
export const ACTIVITY_TITLE_REQUIRED = '请填写 1–30 字的活动标题';
/** An activity page without a section. */
export const ACTIVITY_SECTIONS_MISSING = '请至少添加一个版块';
/** A section without a title, or one too long for its heading. */
export const ACTIVITY_SECTION_TITLE_REQUIRED = '请填写每个版块 1–20 字的标题';
/** A section without goods, or with goods that do not exist. */
export const ACTIVITY_SECTION_GOODS_MISSING = '请为每个版块选择商品（商品须存在）';
/** An activity banner that is not one the shop's upload call answered. */
export const ACTIVITY_BANNER_INVALID = '请上传活动横幅图片';
/** Deleting an activity page a slide or theme links to: the link would lead nowhere. */
export const ACTIVITY_STILL_LINKED = '有轮播图或专题链接到此活动页，请先修改它们';
/** A slide shown from a time that is not before the time it stops showing. */
export const SLIDE_DATES_INVALID = '轮播图的结束时间须晚于开始时间';
/** Any operator call without an operator's login key (shoppers' keys never reach it): none, unknown, expired or ended. */
export const OPERATOR_TOKEN_INVALID = '操作员令牌无效';
/** An operator call whose role lacks the permission (issue 31: HTTP 403). */
export const OPERATOR_FORBIDDEN = '没有权限执行此操作';
/** The back office's order list asked for a tab it does not have (issue 32). */
export const ORDER_TAB_INVALID = '订单状态筛选不正确';
/** A wrong login name or password at the operator sign-in (which of the two is never said). */
export const OPERATOR_WRONG_CREDENTIALS = '账号或密码错误';
/** An operator or parcel staff account that was disabled: it cannot sign in, and its sessions open nothing. */
export const OPERATOR_DISABLED = '账号已停用';
/** The operator's password change; their other sessions end. */
export const OPERATOR_PASSWORD_CHANGED = '密码已修改，其他登录已退出';
/** A login name another operator has. */
export const OPERATOR_LOGIN_TAKEN = '登录名已存在';
/** A new operator account. */
export const OPERATOR_ADDED = '已添加操作员';
/** An operator account changed (role, name, disabled). */
export const OPERATOR_UPDATED = '已更新操作员';
/** An operator id the shop does not have. */
export const OPERATOR_NOT_FOUND = '操作员不存在';
/** A role that is not one of the five. */
/** A login name outside the allowed characters or length. */
export const OPERATOR_LOGIN_INVALID = '登录名应为 2–32 位字母、数字、下划线、点或连字符';
/** Who made an operator write that no operator account made: the data folder's token, which adds the first operators. */
export const OPERATOR_TOKEN_NAME = '运营令牌';
/** The name the back office, the CLI and the card ledger show for who made an operator write. */
export const operatorShownName = (login: string | null | undefined): string => login ?? OPERATOR_TOKEN_NAME;
/** The data-folder token used for anything but adding an operator (it only bootstraps the first ones). */
export const OPERATOR_TOKEN_BOOTSTRAP_ONLY = '运营令牌只能用于添加操作员，请用操作员账号登录（garden login）';
/** An operator update that names nothing to change. */
export const OPERATOR_NOTHING_TO_CHANGE = '请给出要修改的内容';
export const OPERATOR_ROLE_INVALID = '角色应为 店长、运营、客服、仓库 或 财务';
/** A goods, plant or SKU id the catalogue does not have. */
export const GOODS_NOT_FOUND = '商品不存在';
/** A home activity id the shop does not run. */
export const ACTIVITY_NOT_FOUND = '活动不存在';
/** A category id the catalogue does not have. */
export const CATEGORY_NOT_FOUND = '分类不存在';
/** An address id that is not the shopper's own. */
export const ADDRESS_NOT_FOUND = '地址不存在';
/** A consignee longer than the address form takes. */
export const CONSIGNEE_TOO_LONG = '姓名不能超过20个字';
/** An address detail longer than the address form takes. */
export const ADDRESS_DETAIL_TOO_LONG = '详细地址不能超过120个字';
/** A cart line id that is not in the shopper's cart. */
export const CART_ITEM_NOT_FOUND = '购物车中没有该商品';
/** Changing a cart line's SKU to one of another goods. */
export const SPEC_CHANGE_OTHER_GOODS = '只能更换同一商品的规格';
/** Code 303 (shopping §8): the chosen address is not the shopper's or is incomplete. */
export const ADDRESS_INVALID = '收货地址无效，请重新选择收货地址';
/** Code 303 (shopping §8): placing an order without any address. */
export const ADDRESS_REQUIRED = '请先添加收货地址';
/** Code 303 (shopping §8): a shipping id the order does not offer. */
export const SHIPPING_INVALID = '配送方式无效，请重新选择';
/** The black-five toggle on without holding card 2 (shopping §4 "Cart and checkout"). */
export const BLACK_FIVE_CARD_REQUIRED = '您没有黑五卡，不能使用黑五卡折扣';
/** A member card number the shopper does not hold. */
export const CARD_NOT_HELD = '会员卡不存在';
/** An order id that is not the shopper's own. */
export const ORDER_NOT_FOUND = '订单不存在';
/** A `pay_id` the shop does not take (shopping §4 "Payment"). */
export const PAY_ID_INVALID = '不支持的支付方式';
/** Paying by member card with less on the card than the order owes. */
export const CARD_BALANCE_SHORT = '会员卡余额不足，请选择其他支付方式';
/** A payment notification whose signature does not verify. */
export const NOTIFY_SIGNATURE_INVALID = '通知签名无效';
/** A sandbox cashier or scan page for a trade the shop never opened. */
export const TRADE_NOT_FOUND = '交易不存在';
/** A coupon id the shop does not have. */
export const COUPON_NOT_FOUND = '优惠券不存在';
/** Claiming a coupon type the shop hands out only through the operator (not `claimable`). */
export const COUPON_NOT_CLAIMABLE = '该优惠券不可领取';
/** Claiming a coupon whose use dates are over. */
export const COUPON_EXPIRED = '优惠券已过期';
/** Claiming a coupon none of which are left. */
export const COUPON_EXHAUSTED = '优惠券已领完';
/** Claiming a coupon the shopper holds already. */
export const COUPON_ALREADY_RECEIVED = '您已领取过该优惠券';
/** A coupon's range on the account's coupon list when it takes every goods (shopping §2 "My coupons"). */
export const COUPON_RANGE_ALL = '全场通用';
/** Issuing a member card of a kind the shop does not issue (domain MEMBER_CARD_KINDS). */
export const CARD_KIND_INVALID = '会员卡种类无效';
/** Issuing a shopper a kind of card they hold already (one card of each number). */
export const CARD_ALREADY_ISSUED = '该用户已有这种会员卡';
/** A top-up amount that is not yuan with at most two decimals, from 0.01 to the cap of one top-up. */
export const CARD_TOP_UP_AMOUNT_INVALID = '充值金额应为 0.01–50000.00 元，最多两位小数';
/** A top-up that would leave more on the card than it may hold. */
export const CARD_BALANCE_OVER_MAX = '充值后卡内余额不能超过 1000000.00 元';
/** A top-up without a reason, or with one longer than the ledger keeps. */
export const CARD_TOP_UP_REASON_INVALID = '请填写充值原因（不超过100个字）';
/** A member card that can pay (something on it). */
export const CARD_USABLE_LABEL = '可用';
/** A member card with nothing on it. */
export const CARD_BALANCE_EMPTY_LABEL = '余额为零';
/** A withdrawal id the shop does not have. */
export const WITHDRAWAL_NOT_FOUND = '提现申请不存在';
/** The payout sandbox's refusal, worded as Alipay's PAYEE_USER_INFO_ERROR. */
export const PAYEE_MISMATCH = '收款账户与姓名不匹配';
/** A review id the shop does not have. */
export const REVIEW_NOT_FOUND = '评价不存在';
/** A comment id the shop does not have. */
export const COMMENT_NOT_FOUND = '评论不存在';
/** Replying to one's own comment. */
export const CANNOT_REPLY_TO_SELF = '不能回复自己的评论';
/** A comment or reply longer than a review's text may be (storefront §5). */
export const COMMENT_TOO_LONG = `回复内容不得超过${REVIEW_TEXT_MAX}字`;
/** The nick shown on the shop's own replies to reviews. */
export const OFFICIAL_NICK = '官方回复';
/** A review picture that is not one this shop's upload handed out. */
export const REVIEW_IMAGE_INVALID = '图片地址无效，请重新上传';
/** The shop's name on every quotation PDF. */
export const SHOP_NAME = '花园商城';
/** Generating a quotation PDF on a machine without the CJK font (Debian's fonts-noto-cjk). */
export const FONT_MISSING = '缺少中文字体（fonts-noto-cjk），无法生成 PDF';

// ── Ledger texts (shopping §3 `short_change_desc` of the balance and card logs; chosen here) ──
/** The balance spent on placing orders. */
export const BALANCE_USE_DESC = '下单使用余额';
/** The balance given back when the auto-cancel closes an unpaid order. */
export const BALANCE_RETURN_DESC = '订单超时取消，退回余额';
/** The balance given back when the shopper cancels an unpaid order. */
export const BALANCE_RETURN_CANCELLED_DESC = '取消订单，退回余额';
/** The balance part of an approved after-sales refund. */
export const BALANCE_REFUND_DESC = '售后退款，退回余额';
/** The member-card part of an approved after-sales refund. */
export const CARD_REFUND_DESC = '售后退款，退回会员卡';
/** An order paid by member card. */
export const CARD_PAYMENT_DESC = '会员卡支付订单';
/** The balance set aside by a withdrawal request. */
export const WITHDRAWAL_DESC = '提现申请';
/** The balance given back when a withdrawal is returned instead of paid out. */
export const WITHDRAWAL_RETURN_DESC = '提现退回';

// ── The operator API (`garden`; chosen here) ──
/** A user id or mobile the shop does not have. */
export const USER_NOT_FOUND = '用户不存在';
/** A SKU id the catalogue does not have. */
export const SKU_NOT_FOUND = '商品规格不存在';
/** Setting stock or price on a goods of several SKUs without naming one. */
export const SKU_REQUIRED = '该商品有多个规格，请指定 sku_id';
/** A member grade outside the shop's grades. */
export const GRADE_INVALID = '会员等级应为 0–9';
/** Shipping with a carrier the shop does not know. */
export const CARRIER_NOT_FOUND = '快递公司不存在';
/** A goods call naming neither a SKU nor a goods. */
export const GOODS_OR_SKU_REQUIRED = '请指定 sku_id 或 gshp_id';
/** A user call naming neither a user id nor a mobile. */
export const USER_OR_MOBILE_REQUIRED = '请指定 user_id 或 mobile';

// ── The back office's people and reviews (issue 32 "People", "Reviews"; chosen: the spec has no back office) ──
/** Sign-in (password or SMS code) to a shopper account the shop disabled; its sessions ended when it was. */
export const ACCOUNT_DISABLED = '该账号已被停用，如有疑问请联系客服';
/** The operator disabled a shopper account. */
export const SHOPPER_DISABLED = '已停用该顾客账号，其登录已全部退出';
/** The operator enabled a shopper account again. */
export const SHOPPER_ENABLED = '已启用该顾客账号';
/** A parcel staff user name outside the allowed characters or length. */
export const PARCEL_STAFF_NAME_INVALID = '用户名应为 2–32 位字母、数字、下划线、点或连字符';
/** A parcel staff user name another staff member has. */
export const PARCEL_STAFF_TAKEN = '该用户名已存在';
/** A parcel staff id the shop does not have. */
export const PARCEL_STAFF_NOT_FOUND = '退件人员不存在';
/** A new parcel staff account. */
export const PARCEL_STAFF_ADDED = '已添加退件人员';
/** A parcel staff account changed (name, password, disabled); a new password or disabling ends its sessions. */
export const PARCEL_STAFF_UPDATED = '已更新退件人员';
/** A parcel staff update naming nothing to change. */
export const PARCEL_STAFF_NOTHING_TO_CHANGE = '请给出要修改的内容（姓名、新密码或停用）';
/** A review hidden from the goods page by the operator. */
export const REVIEW_HIDDEN = '评价已隐藏';
/** A like or a comment on a review the shop hid: the goods page no longer shows it, so no one answers it. */
export const REVIEW_HIDDEN_NO_ANSWERS = '该评价已隐藏，不能点赞或评论';
/** A hidden review shown on the goods page again. */
export const REVIEW_SHOWN = '评价已显示';

/**
 * Reasons the API names after the field they concern (`参数 <field> 不正确：<reason>`), never shown alone: an
 * object rather than texts of their own, so the validator does not take them for whole messages.
 */
export const FIELD_REASONS = {
  /** An operator's price that is not a positive yuan amount with at most two decimals. */
  price: '价格应为大于 0、最多两位小数的金额（元）',
  /** An operator's amount that may be 0 (a coupon's threshold), not yuan with at most two decimals. */
  amount: '金额应为不小于 0、最多两位小数的金额（元）',
  /** A plant-finder filter naming a value it does not offer (shopping §7 "Plant finder"). */
  finderFilter: '筛选条件无效',
} as const;

/** A field refused for a reason (one of `FIELD_REASONS` or a schema's): the API's words, which the back office previews. */
export const fieldInvalid = (field: string, reason: string) => `参数 ${field} 不正确：${reason}`;

// ── The sandbox helpers (sandbox mode only) ──
/** No SMS sent to that mobile yet. */
export const NO_SANDBOX_SMS = '沙箱中没有发给该手机号的短信';
/** No captcha drawn for that device yet. */
export const NO_SANDBOX_CAPTCHA = '沙箱中没有该设备的图形验证码';

// ── What the API answers when a call succeeded (the envelope's msg, shown as the page's toast) ──
/** An SMS code went out. */
export const SMS_CODE_SENT = '验证码已发送';
/** A password reset by SMS: every session ended, so the shopper signs in again. */
export const PASSWORD_RESET = '密码重置成功，请重新登录';
/** A shopper or a parcel clerk signed in. */
export const SIGNED_IN = '登录成功';
/** The login key was ended. */
export const SIGNED_OUT = '退出成功';
/** An unpaid order cancelled by its shopper. */
export const ORDER_CANCELLED = '订单已取消';
/** The shopper confirmed receiving an order. */
export const RECEIPT_CONFIRMED = '已确认收货';
/** An order moved to the recycle bin. */
export const ORDER_BINNED = '订单已移入回收站';
/** An order deleted for good from the recycle bin. */
export const ORDER_DESTROYED = '订单已永久删除';
/** An order restored from the recycle bin. */
export const ORDER_RECOVERED = '订单已还原';
/** An after-sales request submitted. */
export const AFTER_SALES_SUBMITTED = '提交成功';
/** An open after-sales request withdrawn by its shopper. */
export const AFTER_SALES_WITHDRAWN = '已撤销售后申请';
/** An order reviewed. */
export const REVIEW_WRITTEN = '评价成功';
/** A follow-up review written. */
export const REVIEW_FOLLOWED_UP = '追评成功';
/** A comment on a goods review. */
export const COMMENT_WRITTEN = '评论成功';
/** A reply to a comment. */
export const COMMENT_REPLIED = '回复成功';
/** An address deleted from the book. */
export const ADDRESS_DELETED = '删除成功';
/** Goods added to the favourites. */
export const FAVOURITE_ADDED = '收藏成功';
/** Goods taken out of the favourites. */
export const FAVOURITE_REMOVED = '已取消收藏';
/** Pictures uploaded. */
export const UPLOADED = '上传成功';
/** Lines taken out of the quotation list. */
export const QUOTE_LINES_REMOVED = '已删除';
/** The quotation list emptied. */
export const QUOTE_CLEARED = '已清空';
/** The operator imported the plant finder's hardiness table. */
export const HARDINESS_IMPORTED = '已导入';
/** The operator answered a review as the shop. */
export const OFFICIAL_REPLY_SENT = '已回复';
/** The operator gave a shopper a coupon. */
export const COUPON_ISSUED = '已发放';
/** The operator gave a coupon the shopper already holds: nothing changed. */
export const COUPON_ALREADY_HELD = '该用户已有这张券';
/** The operator paid a withdrawal. */
export const WITHDRAWAL_PAID = '已付款';
/** The operator refused a withdrawal: the amount is back on the balance. */
export const WITHDRAWAL_RETURNED = '已退回余额';
/** The operator issued a member card to a shopper. */
export const CARD_ISSUED = '已发卡';
/** The operator put money on a member card. */
export const CARD_TOPPED_UP = '充值成功';
/** The operator made a shopper a trade buyer. */
export const TRADER_SET = '已设为批发商';
/** The operator made a trade buyer a plain shopper again. */
export const TRADER_UNSET = '已取消批发商';
/** The operator set a SKU's stock. */
export const STOCK_UPDATED = '库存已更新';
/** The operator set a SKU's price. */
export const PRICE_UPDATED = '价格已更新';

// ── The back office's catalogue (issue 31 "Catalogue"; chosen: the spec has no back office) ──
/** A goods without a name, or a name longer than the editor takes. */
export const GOODS_NAME_INVALID = `请填写商品名称（不超过${GOODS_NAME_MAX}个字）`;
/** A short name longer than the editor takes. */
export const GOODS_SHORTNAME_TOO_LONG = `商品简称不能超过${GOODS_SHORTNAME_MAX}个字`;
/** Goods put anywhere but a third-level category (the storefront lists goods under the third level). */
export const GOODS_CATEGORY_NOT_LEAF = '商品须放在第三级分类下';
/** A goods without a picture: the first is its main picture. */
export const GOODS_PICTURE_REQUIRED = '请至少上传一张商品图片';
/** A picture, video or thumbnail address that is not one of the shop's own files. */
export const GOODS_MEDIA_INVALID = '图片和视频须为本店上传的文件地址（以 / 开头）';
/** A start quantity below 1. */
export const GOODS_START_NUM_INVALID = '起订量应为不小于 1 的整数';
/** A purchase step (Nbei) below 1. */
export const GOODS_STEP_INVALID = '购买倍数应为不小于 1 的整数';
/** Goods without a spec attribute: each SKU is a combination of attribute values. */
export const GOODS_ATTRIBUTES_REQUIRED = '请至少添加一种规格（如 规格：1加仑盆）';
/** More spec attributes than the product page shows. */
export const GOODS_ATTRIBUTES_TOO_MANY = '规格最多 3 种';
/** An attribute without a name, or two attributes of one name. */
export const GOODS_ATTRIBUTE_NAME_INVALID = '规格名称不能为空，也不能重复';
/** An attribute without values, or with one value twice. */
export const GOODS_ATTRIBUTE_VALUES_INVALID = `每种规格至少有一个值，同一规格的值不能重复，每个值不超过${GOODS_ATTRIBUTE_VALUE_MAX}个字`;
/** More SKUs than the editor takes (the product of the attributes' value counts). */
export const GOODS_SKUS_TOO_MANY = `规格组合最多 ${GOODS_SKUS_MAX} 个`;
/** SKUs that are not exactly one per combination of the attributes' values. */
export const GOODS_SKUS_MISMATCH = 'SKU 须与规格值的组合一一对应';
/** A grade price above the market price. */
export const GOODS_GRADE_PRICE_ABOVE_MARKET = '会员等级价不能高于市场价';
/** A stock outside 0 and what the shop keeps. */
export const GOODS_STOCK_INVALID = '库存应为不小于 0 的整数';
/** A weight that is not a positive number of grams. */
export const GOODS_WEIGHT_INVALID = '重量应为大于 0 的整数（克）';
/** Deposit goods without its four times. */
export const GOODS_DEPOSIT_WINDOWS_REQUIRED = '定金商品须填写定金和尾款的开始与结束时间';
/** Deposit times out of order. */
export const GOODS_DEPOSIT_WINDOWS_ORDER = '定金时间须早于尾款时间，且每段的开始早于结束';
/** A SKU taken out of the matrix that orders hold. */
export const GOODS_SKU_IN_ORDERS = '已有订单的规格不能删除，可将其库存设为 0';
/** A brand id the catalogue does not have (or hidden when a goods is given it). */
export const BRAND_NOT_FOUND = '品牌不存在';
/** A ship-from place the shop does not have. */
export const SHIP_FROM_NOT_FOUND = '发货地不存在';
/** A goods created. */
export const GOODS_CREATED = '商品已创建';
/** A goods saved. */
export const GOODS_SAVED = '商品已保存';
/** A category without a name, or a name longer than the header shows. */
export const CATEGORY_NAME_INVALID = '请填写分类名称（不超过20个字）';
/** A category under a third-level one. */
export const CATEGORY_TOO_DEEP = '分类最多三级';
/** A category icon that is not one of the shop's own pictures (an upload, or a seed file). */
export const CATEGORY_ICON_INVALID = '分类图标须是上传的图片';
/** A category moved under itself or under one of its own children. */
export const CATEGORY_PARENT_INVALID = '不能把分类移到它自己或它的下级分类下';
/** Deleting a category that still has goods. */
export const CATEGORY_HAS_GOODS = '该分类下还有商品，不能删除；请先把商品移到其他分类，或隐藏该分类';
/** Deleting a category that still has subcategories. */
export const CATEGORY_HAS_CHILDREN = '该分类下还有子分类，不能删除；请先删除或移走子分类';
/** A reorder that does not list every category under one parent exactly once. */
export const CATEGORY_ORDER_INVALID = '排序须列出同一上级分类下的全部分类，每个一次';
/** A category saved. */
export const CATEGORY_SAVED = '分类已保存';
/** A category deleted. */
export const CATEGORY_DELETED = '分类已删除';
/** Categories reordered. */
export const CATEGORIES_REORDERED = '分类顺序已保存';
/** A brand without a name, or a name longer than the editor takes. */
export const BRAND_NAME_INVALID = '请填写品牌名称（不超过30个字）';
/** A brand saved. */
export const BRAND_SAVED = '品牌已保存';
/** Pre-sale delivery dates that are not real dates, repeat one another or are more than the product page offers. */
export const GOODS_DELIVERY_DATES_INVALID = '预售发货日期须为有效日期（如 2026-05-01），不能重复，最多 6 个';
/** A scheduled on-sale time (即将上架 with a time) that has already passed. */
export const GOODS_ON_SALE_TIME_PAST = '定时上架时间须晚于现在';
/** Card tags beyond what a card shows, blank, too long or repeated. */
export const GOODS_TAGS_INVALID = '商品标签最多 3 个，每个 1–6 个字，不能重复';
/** Plant facts with a value the plant finder does not offer. */
export const GOODS_PLANT_FACTS_INVALID = '植物信息的花色、株型、光照、植物类型和特点须从列表中选择';
/** A hardiness range off the 1a–13b scale, or whose coldest zone is warmer than its warmest. */
export const GOODS_HARDINESS_RANGE_INVALID = '耐寒区须在 1a–13b 之间，且最冷耐寒区不高于最暖耐寒区';
/** A goods put on sale. */
export const GOODS_ON_SALE = '商品已上架';

// ── The back office's goods spreadsheet (issue 31 "Catalogue": export, then import the same file back) ──
/** A sheet row without its goods or SKU id: the sheet changes goods the shop has, the editor creates new ones. */
export const GOODS_SHEET_IDS_REQUIRED = '请填写商品编号和 SKU 编号（表格只修改已有的商品，新商品请在商品编辑中创建）';
/** A goods id the catalogue does not have. */
export const GOODS_SHEET_GOODS_UNKNOWN = '商品编号不存在';
/** A SKU id the catalogue does not have under the row's goods. */
export const GOODS_SHEET_SKU_UNKNOWN = 'SKU 编号不存在或不属于该商品';
/** A SKU listed twice in one sheet. */
export const GOODS_SHEET_SKU_REPEATED = '该 SKU 在表格中出现了不止一次';
/** A row whose spec text is not its SKU's: the sheet does not change the SKU matrix. */
export const GOODS_SHEET_SPEC_CHANGED = '规格与商品中的不一致（规格只能在商品编辑中修改）';
/** Rows of one goods that disagree on what belongs to the goods, not to the SKU. */
export const GOODS_SHEET_GOODS_FIELDS_DIFFER = '同一商品的各行须填写相同的商品名称、简称、分类和上架状态';
/** A sale state other than the sheet's three words. */
export const GOODS_SHEET_SALE_INVALID = '上架状态应为 在售、即将上架 或 已下架';
/** A file without a data row. */
export const GOODS_SHEET_EMPTY = '表格中没有商品行';
/** A first row other than the sheet's headers: not a file this shop exported. */
export const GOODS_SHEET_HEADERS_INVALID = '表头与导出的表格不一致，请在导出的表格上修改后导入';
/** A sheet file past `GOODS_SHEET_MAX_BYTES`. */
export const GOODS_SHEET_TOO_LARGE = `表格文件不得超过 ${GOODS_SHEET_MAX_BYTES / MEGABYTE} 兆`;
/** A sheet of more rows than an import reads (`GOODS_SHEET_ROWS_MAX`). */
export const GOODS_SHEET_TOO_MANY_ROWS = `表格最多 ${GOODS_SHEET_ROWS_MAX} 行，请分几次导入`;
/** A sheet file that unpacks past `GOODS_SHEET_UNPACKED_MAX_BYTES` (a zip bomb, or not a sheet this shop exported). */
export const GOODS_SHEET_UNPACKED_TOO_LARGE = `表格文件解压后不得超过 ${GOODS_SHEET_UNPACKED_MAX_BYTES / MEGABYTE} 兆，请分几次导入`;
/** A file that is not an .xlsx workbook. */
export const GOODS_SHEET_FILE_INVALID = '请上传导出的 .xlsx 表格文件';
/** An import refused for its rows: nothing was changed; the reply lists each row's reason. */
export const goodsSheetRefusedMessage = (rows: number): string => `表格中有 ${rows} 行不正确，没有导入任何内容`;
/** An import that changed the catalogue. */
export const goodsSheetImportedMessage = (goods: number, skus: number): string => `已导入：${goods} 件商品、${skus} 个 SKU 有改动`;
/** A column that should hold a whole number and does not. */
export const sheetIntegerMessage = (column: string): string => `${column}应为整数`;
/** A price column that does not hold yuan with at most two decimals. */
export const sheetPriceMessage = (column: string): string => `${column}应为大于 0、最多两位小数的金额（元）`;
/** One refused row, as the report names it: the row number Excel shows. */
export const sheetRowMessage = (row: number, reason: string): string => `第 ${row} 行：${reason}`;

/** An operator's internal note on an order that is blank. */
export const ORDER_NOTE_REQUIRED = '请填写备注内容';
/** An operator's internal note longer than the order detail keeps. */
export const ORDER_NOTE_TOO_LONG = `备注最多 ${ORDER_NOTE_MAX} 字`;
/** An internal note kept. */
export const ORDER_NOTE_SAVED = '备注已保存';
/** A parcel with no line chosen in the back office's ship dialog. */
export const SHIPMENT_LINES_REQUIRED = '请选择要发货的商品';

// ── The back office's packing slips and batch shipping (issue 32 "Orders and shipping") ──
/** A packing slip asked for without an order. */
export const PACKING_SLIP_ORDERS_REQUIRED = '请选择要打印发货单的订单';
/** A packing slip for more orders than one PDF holds (`PACKING_SLIP_ORDERS_MAX`). */
export const PACKING_SLIP_TOO_MANY = `一次最多打印 ${PACKING_SLIP_ORDERS_MAX} 个订单的发货单`;
/** A shipping sheet's first row other than its three headers. */
export const SHIPMENT_SHEET_HEADERS_INVALID = '表头应为 订单号、快递公司、快递单号';
/** A shipping sheet without a data row. */
export const SHIPMENT_SHEET_EMPTY = '表格中没有发货行';
/** A shipping sheet row without its order number. */
export const SHIPMENT_SHEET_ORDER_REQUIRED = '请填写订单号';
/** One order on two rows of a shipping sheet: a row ships every line still waiting, so a second has nothing left. */
export const SHIPMENT_SHEET_ORDER_REPEATED = '该订单在表格中出现了不止一次';
/**
 * An order or courier number typed as a number of more than 15 digits: a spreadsheet keeps 15 significant digits
 * of a number, so the last ones are already lost and would ship under another number.
 */
export const SHIPMENT_SHEET_NUMBER_TOO_LONG = '超过 15 位的订单号或快递单号请把单元格设为「文本」后重新填写（数字格式会改动末几位）';
/** A file that is neither an .xlsx workbook nor a CSV text. */
export const SHIPMENT_SHEET_FILE_INVALID = '请上传 .xlsx 或 .csv 表格文件';
/** A CSV file that is not UTF-8 text (Excel's 「CSV UTF-8」 saves it so). */
export const SHIPMENT_SHEET_NOT_UTF8 = 'CSV 文件请用 UTF-8 编码保存（Excel：另存为「CSV UTF-8」）';
/** A shipping sheet of more rows than one batch ships (`SHIPMENT_SHEET_ROWS_MAX`). */
export const SHIPMENT_SHEET_TOO_MANY_ROWS = `表格最多 ${SHIPMENT_SHEET_ROWS_MAX} 行，请分几次导入`;
/** A carrier the shop does not work with, and those it does. */
export const shipmentSheetCarrierMessage = (names: readonly string[]): string => `快递公司应为：${names.join('、')}`;
/** A shipping sheet refused for its rows: no order was shipped; the reply lists each row's reason. */
export const shipmentSheetRefusedMessage = (rows: number): string => `表格中有 ${rows} 行不正确，没有发出任何订单`;
/** A shipping sheet shipped. */
export const shipmentSheetShippedMessage = (orders: number): string => `已发货：${orders} 个订单`;
// ── The back office's after-sales queue and money screens (issue 32 "After-sales", "Money") ──
/** An after-sales request refused without saying why (the shopper reads the reason on their after-sales page). */
export const REFUSE_REASON_REQUIRED = '请填写拒绝原因';
/** A refusal reason longer than the after-sales page shows. */
export const REFUSE_REASON_TOO_LONG = `拒绝原因最多 ${REFUSE_REASON_MAX} 字`;
/** An after-sales request approved: the amount went back where it came from. */
export const AFTER_SALES_REFUNDED = '已退款';
/** An after-sales request refused. */
export const AFTER_SALES_REFUSED = '已拒绝';
/** An unknown state in the after-sales queue's filter. */
export const AFTER_SALES_STATE_INVALID = '售后状态不正确';

/** A dashboard period other than today, the last 7 or the last 30 days (issue 32 "Dashboard"). */
export const DASHBOARD_DAYS_INVALID = '统计周期只能是今天、近7天或近30天';
// ── What search engines read in a page's head (issue 33 "SEO"; chosen here) ──
/** A category page's title: the category's name, then the shop's. */
export const categoryPageTitle = (categoryName: string): string => `${categoryName} – ${SHOP_NAME}`;
/** A search page's title: the keywords, then the shop's name. */
export const searchPageTitle = (keywords: string): string => `“${keywords}”的搜索结果 – ${SHOP_NAME}`;
/** A category page's description. */
export const categoryPageDescription = (categoryName: string): string => `${SHOP_NAME}的${categoryName}：正品好苗，送货到家。`;
/** The title of a product page whose goods is gone (unknown or off sale). */
export const GOODS_GONE_TITLE = `商品不存在或已下架 – ${SHOP_NAME}`;
/** The breadcrumb's first step, the home page. */
export const HOME_CRUMB = '首页';
