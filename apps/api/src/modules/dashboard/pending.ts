// The dashboard's work waiting (issue 32 "Dashboard"): each count is the count its queue shows, computed by the
// module that owns the queue, so the number and the list it links to never disagree. A role sees a count only for a
// queue it may open (the page's permission), so no link of the dashboard leads to 没有权限执行此操作.
import type { DashboardPending } from '@garden/contract';
import { type OperatorPermission, type OperatorRole, roleAllows } from '@garden/domain';
import type { Database } from '../../db/client';
import { countOpenWithdrawals } from '../account/index';
import { countAfterSalesInState } from '../after-sales/index';
import { countShopOrdersInTab } from '../orders/index';
import { countReviewsWithoutReply } from '../reviews/index';

/** Each count, the permission its queue's page needs, and how it is counted. */
const QUEUES: { readonly [K in keyof DashboardPending]: { needs: OperatorPermission; count: (db: Database) => Promise<number> } } = {
  // 订单 ?tab=toShip: paid, nothing shipped yet.
  to_ship: { needs: 'orders-read', count: (db) => countShopOrdersInTab(db, 'toShip') },
  // 订单 ?tab=partlyShipped: the rest still to ship.
  partly_shipped: { needs: 'orders-read', count: (db) => countShopOrdersInTab(db, 'partlyShipped') },
  // 售后 ?state=open: every request not decided yet (returns on their way and received alike).
  after_sales: { needs: 'refund-approval', count: (db) => countAfterSalesInState(db, 'open') },
  // 提现, as it opens: 申请中.
  withdrawals: { needs: 'withdrawals', count: countOpenWithdrawals },
  // 评价 ?replied=no: without the shop's official reply.
  reviews_to_reply: { needs: 'reviews', count: countReviewsWithoutReply },
};

/** The work waiting that `role` may open, null for each queue it may not. */
export async function countPendingWork(db: Database, role: OperatorRole): Promise<DashboardPending> {
  const entries = await Promise.all(
    Object.entries(QUEUES).map(async ([name, queue]) => [name, roleAllows(role, queue.needs) ? await queue.count(db) : null] as const),
  );
  return Object.fromEntries(entries) as DashboardPending;
}
