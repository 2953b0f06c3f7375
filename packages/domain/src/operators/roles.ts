/**
 * The back office's roles and what each may do (issue 31 "Operators, roles, audit trail"). A permission names a
 * family of operator calls; the API's table of operator calls (apps/api modules/operators/permissions.ts) gives
 * each call exactly one, and a role holding it may make the call.
 */
export const OPERATOR_PERMISSIONS = [
  /** Their own session and password: every operator. */
  'self',
  /**
   * The dashboard's shop figures (orders, amounts, top goods): every operator, so each sees how the shop is doing;
   * its counts of work waiting show only the queues the role may open (issue 32 "Dashboard").
   */
  'dashboard',
  /** Operator accounts and roles. */
  'operators',
  /** Goods, SKUs, stock, prices, the finder's plant facts, the catalogue's suggestions. */
  'catalogue',
  /** Storefront content: carousel, themes, activity pages. */
  'content',
  /** Coupon types and issuing coupons. */
  'coupons',
  /** Reading orders, what waits to be done and traders' quotation lists. */
  'orders-read',
  /** Finding shoppers and reading their accounts (orders, balance, cards, coupons); changing them needs `shop`. */
  'shoppers',
  /** After-sales requests (handling returns with the shopper). */
  'after-sales',
  /** Official replies to reviews. */
  'reviews',
  /** Shipping orders. */
  'shipping',
  /** Parcel staff accounts (the warehouse's returned parcels). */
  'parcel-staff',
  /**
   * The after-sales queue: approving a request (money leaves the shop) or refusing it with a reason. Customer
   * service decides with the shopper; finance holds it too, for the money (issue 32 "After-sales").
   */
  'refund-approval',
  /** Paying or refusing withdrawals; member cards: issuing one, topping it up, reading its ledger. */
  'withdrawals',
  /** The audits (orders, balances, stock) and the audit trail. */
  'audits',
  /** Shoppers' accounts (trade buyers) and the shop's own settings and services. */
  'shop',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The roles, in the order the back office lists them. */
export const OPERATOR_ROLES = ['店长', '运营', '客服', '仓库', '财务'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Each role's permissions. The warehouse reads orders too: it has to see what waits to be shipped. Finance finds
 * shoppers, to read the account whose cards and balance it works (issue 32 "Money"). The shop manager has them
 * all, operators included.
 */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  店长: OPERATOR_PERMISSIONS,
  运营: ['self', 'dashboard', 'catalogue', 'content', 'coupons'],
  客服: ['self', 'dashboard', 'orders-read', 'shoppers', 'after-sales', 'refund-approval', 'reviews'],
  仓库: ['self', 'dashboard', 'orders-read', 'shipping', 'parcel-staff'],
  财务: ['self', 'dashboard', 'shoppers', 'refund-approval', 'withdrawals', 'audits'],
};

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether a role may make a call that needs `permission`. */
export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
