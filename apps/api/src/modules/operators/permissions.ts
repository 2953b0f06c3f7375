// The one table of operator calls (issue 31): for each call of the contract's endpoint table under
// /v1/operator, the permission a role needs to make it (packages/domain's ROLE_PERMISSIONS says which roles
// hold it) and, for a write, what the audit trail records it against. The guard (guard.ts) consults it for
// every request, so the features' operator-routes.ts declare nothing of their own. A call missing here, or
// an entry naming no call, does not compile.
import type { AuditTargetType, OperatorCallName, OperatorWriteName } from '@garden/contract';
import type { OperatorPermission } from '@garden/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, parcelStaff } from '../../db/schema/index';

/** What an audit row is about: a kind of thing and its id, as text (a SKU, an order, a shopper by id or mobile…). */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
}

/**
 * The id of a target a write creates: it has no id before the write, so its audit row records nothing before and
 * the write's answer after (audit.ts).
 */
export const NEW_TARGET = 'new';

/** The request's fields as validated by the contract (the guard reads them before the handler does). */
type Fields = Record<string, unknown>;

interface ReadRule {
  /** `public`: no sign-in needed (the sign-in itself). */
  permission: OperatorPermission | 'public';
}
interface WriteRule extends ReadRule {
  /** What the write is recorded against; null for a session's own sign-in and sign-out, which change nothing of the shop. */
  target: ((fields: Fields, db: Database) => AuditTarget | Promise<AuditTarget>) | null;
}

const text = (value: unknown) => String(value ?? '');
/** `sku_id`, or `gshp_id` when the goods has one SKU. */
const skuOrGoods = (fields: Fields): AuditTarget =>
  fields.sku_id !== undefined ? { type: 'sku', id: text(fields.sku_id) } : { type: 'goods', id: text(fields.gshp_id) };
/** A shopper named by `user_id` or `mobile`. */
const shopper = (fields: Fields): AuditTarget => ({ type: 'user', id: text(fields.user_id ?? fields.mobile) });

/** The fields an operator's or a parcel staff's account is named by in an add (its login) and in an update (its id). */
const ACCOUNT_FIELDS = { operator: { name: 'login', id: 'operator_id' }, 'parcel-staff': { name: 'user_name', id: 'staff_id' } } as const;

/**
 * An operator's or a parcel staff's account, named by its login (user name) as the trail names the operators who
 * write: an add names it so, an update by its id, whose login is read here. An unknown id stays as it is: that
 * write answers 404 and records nothing.
 */
const account =
  (type: keyof typeof ACCOUNT_FIELDS) =>
  async (fields: Fields, db: Database): Promise<AuditTarget> => {
    const named = fields[ACCOUNT_FIELDS[type].name];
    if (named !== undefined) return { type, id: text(named) };
    const id = Number(fields[ACCOUNT_FIELDS[type].id]);
    const [row] =
      type === 'operator'
        ? await db.select({ name: operators.login }).from(operators).where(eq(operators.id, id))
        : await db.select({ name: parcelStaff.userName }).from(parcelStaff).where(eq(parcelStaff.id, id));
    return { type, id: row?.name ?? String(id) };
  };

export const OPERATOR_CALLS: { readonly [K in OperatorCallName]: K extends OperatorWriteName ? WriteRule : ReadRule } = {
  // Their own session: every operator.
  operatorSignIn: { permission: 'public', target: null },
  operatorSignOut: { permission: 'self', target: null },
  operatorMe: { permission: 'self' },
  changeOperatorPassword: { permission: 'self', target: null },
  // Operator accounts.
  listOperators: { permission: 'operators' },
  addOperator: { permission: 'operators', target: account('operator') },
  updateOperator: { permission: 'operators', target: account('operator') },
  // Catalogue.
  setStock: { permission: 'catalogue', target: skuOrGoods },
  setPrice: { permission: 'catalogue', target: skuOrGoods },
  // Pictures for goods and the home page: recorded with the addresses stored (its reply).
  uploadOperatorImages: { permission: 'catalogue', target: () => ({ type: 'upload', id: NEW_TARGET }) },
  importHardiness: { permission: 'catalogue', target: () => ({ type: 'hardiness', id: 'import' }) },
  catalogueFeedback: { permission: 'catalogue' },
  // Storefront content: the home page's slides and themes, the activity pages.
  homeContent: { permission: 'content' },
  saveCarouselSlide: { permission: 'content', target: (fields) => ({ type: 'carousel', id: text(fields.carousel_id ?? NEW_TARGET) }) },
  deleteCarouselSlide: { permission: 'content', target: (fields) => ({ type: 'carousel', id: text(fields.carousel_id) }) },
  saveTheme: { permission: 'content', target: (fields) => ({ type: 'theme', id: text(fields.theme_id ?? NEW_TARGET) }) },
  deleteTheme: { permission: 'content', target: (fields) => ({ type: 'theme', id: text(fields.theme_id) }) },
  // Activity pages and their sections.
  listActivities: { permission: 'content' },
  saveActivity: { permission: 'content', target: (fields) => ({ type: 'activity', id: text(fields.ap_id ?? NEW_TARGET) }) },
  deleteActivity: { permission: 'content', target: (fields) => ({ type: 'activity', id: text(fields.ap_id) }) },
  // The back office's goods editor, categories and brands (modules/catalogue/goods-admin-routes.ts).
  listAdminGoods: { permission: 'catalogue' },
  readAdminGoods: { permission: 'catalogue' },
  createGoods: { permission: 'catalogue', target: () => ({ type: 'goods-detail', id: NEW_TARGET }) },
  updateGoods: { permission: 'catalogue', target: (fields) => ({ type: 'goods-detail', id: text(fields.goods_id) }) },
  setGoodsSale: { permission: 'catalogue', target: (fields) => ({ type: 'goods-detail', id: text(fields.goods_id) }) },
  // The spreadsheet: one row per import, recorded with what it changed, each goods and SKU before and after (its reply).
  exportGoodsSheet: { permission: 'catalogue' },
  importGoodsSheet: { permission: 'catalogue', target: () => ({ type: 'goods-sheet', id: 'import' }) },
  listAdminCategories: { permission: 'catalogue' },
  createCategory: { permission: 'catalogue', target: () => ({ type: 'category', id: NEW_TARGET }) },
  updateCategory: { permission: 'catalogue', target: (fields) => ({ type: 'category', id: text(fields.cat_id) }) },
  reorderCategories: { permission: 'catalogue', target: (fields) => ({ type: 'category', id: `children:${text(fields.parent_id)}` }) },
  deleteCategory: { permission: 'catalogue', target: (fields) => ({ type: 'category', id: text(fields.cat_id) }) },
  listAdminBrands: { permission: 'catalogue' },
  createBrand: { permission: 'catalogue', target: () => ({ type: 'brand', id: NEW_TARGET }) },
  updateBrand: { permission: 'catalogue', target: (fields) => ({ type: 'brand', id: text(fields.brand_id) }) },
  // Coupons.
  issueCoupon: { permission: 'coupons', target: shopper },
  listCouponTypes: { permission: 'coupons' },
  saveCouponType: { permission: 'coupons', target: (fields) => ({ type: 'coupon-type', id: text(fields.type_id ?? NEW_TARGET) }) },
  issueCouponList: { permission: 'coupons', target: (fields) => ({ type: 'coupon-type', id: text(fields.type_id) }) },
  // Orders and the work waiting on them.
  pendingWork: { permission: 'orders-read' },
  listShopOrders: { permission: 'orders-read' },
  readShopOrder: { permission: 'orders-read' },
  quoteRequests: { permission: 'orders-read' },
  shipOrder: { permission: 'shipping', target: (fields) => ({ type: 'order', id: text(fields.order_id) }) },
  listShippingCarriers: { permission: 'shipping' },
  // Packing slips for whoever reads orders (仓库 packs, 客服 checks a parcel); a shipping sheet is recorded whole, and each
  // order it ships with its own row (platform/operator-auth.ts auditAlso).
  printPackingSlips: { permission: 'orders-read' },
  shipOrdersFromSheet: { permission: 'shipping', target: () => ({ type: 'shipment-sheet', id: 'import' }) },
  // Customer service (客服) and the owner cancel an unpaid order a shopper asks them to; anyone reading orders notes on them.
  cancelShopOrder: { permission: 'after-sales', target: (fields) => ({ type: 'order', id: text(fields.order_id) }) },
  addOrderNote: { permission: 'orders-read', target: (fields) => ({ type: 'order', id: text(fields.order_id) }) },
  // After-sales and reviews.
  decideRefund: { permission: 'refund-approval', target: (fields) => ({ type: 'refund', id: text(fields.refund_id) }) },
  replyToReview: { permission: 'reviews', target: (fields) => ({ type: 'review', id: text(fields.g_comment_id) }) },
  // Money.
  operatorWithdrawals: { permission: 'withdrawals' },
  payWithdrawal: { permission: 'withdrawals', target: (fields) => ({ type: 'withdrawal', id: text(fields.id) }) },
  refuseWithdrawal: { permission: 'withdrawals', target: (fields) => ({ type: 'withdrawal', id: text(fields.id) }) },
  // Audits and the audit trail.
  auditOrders: { permission: 'audits' },
  auditBalances: { permission: 'audits' },
  auditStock: { permission: 'audits' },
  auditTrail: { permission: 'audits' },
  // Shoppers' accounts and the shop's services.
  setTrader: { permission: 'shop', target: shopper },
  operatorDoctor: { permission: 'shop' },
  // Copying the pictures to object storage (`garden storage migrate`): the shop's set-up, recorded with its report.
  migrateStorage: { permission: 'shop', target: (fields) => ({ type: 'upload', id: `to:${text(fields.to)}` }) },
  // The back office's people and reviews (issue 32 "People", "Reviews"): customer service finds and reads shoppers,
  // the shop manager changes their accounts; the warehouse keeps the parcel staff's accounts; customer service the reviews.
  listShoppers: { permission: 'shoppers' },
  readShopper: { permission: 'shoppers' },
  setShopperDisabled: { permission: 'shop', target: shopper },
  listParcelStaff: { permission: 'parcel-staff' },
  addParcelStaff: { permission: 'parcel-staff', target: account('parcel-staff') },
  updateParcelStaff: { permission: 'parcel-staff', target: account('parcel-staff') },
  listShopReviews: { permission: 'reviews' },
  setReviewShown: { permission: 'reviews', target: (fields) => ({ type: 'review', id: text(fields.g_comment_id) }) },
  // The back office's after-sales queue and money (issue 32): 客服 and 财务 work the queue; 财务 reads the ledger
  // of the shopper whose withdrawal it pays.
  listAfterSales: { permission: 'refund-approval' },
  readShopperBalance: { permission: 'withdrawals' },
  // A shopper's member cards (issue 32 "Money"): finance's money. A card issued is recorded with the card the reply
  // names; a top-up with the card before and after.
  listShopperCards: { permission: 'withdrawals' },
  issueMemberCard: { permission: 'withdrawals', target: () => ({ type: 'card', id: NEW_TARGET }) },
  topUpMemberCard: { permission: 'withdrawals', target: (fields) => ({ type: 'card', id: text(fields.card_id) }) },
  readCardLedger: { permission: 'withdrawals' },
  // The dashboard: every role sees how the shop is doing; its counts of work waiting only for the queues the role may
  // open (modules/dashboard/pending.ts).
  readDashboard: { permission: 'dashboard' },
};

export type OperatorCall = OperatorCallName;

/** Whether a rule is a write's (it says what the audit trail records it against). */
export function isWriteRule(rule: ReadRule | WriteRule): rule is WriteRule {
  return 'target' in rule;
}
