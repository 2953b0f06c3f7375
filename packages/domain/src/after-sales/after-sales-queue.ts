import { AFTER_SALES_STATUS_LABELS } from './after-sales-labels';

/**
 * The back office's after-sales queue (issue 32 "After-sales"): the requests by where they stand. An open
 * return-and-refund waits for its parcel until the warehouse records it at the parcel page (shopping §4
 * "Parcel"), then it is 已收到退货; the closed ones keep the shopper's labels (AFTER_SALES_STATUS_LABELS).
 */
export type AfterSalesQueueState = 'open' | 'awaitingReturn' | 'received' | 'refunded' | 'refused' | 'withdrawn' | 'all';

/** A state's stored values, for a database query: `status`, and for open requests whether the parcel is back. */
export interface AfterSalesQueueFilter {
  readonly state: AfterSalesQueueState;
  readonly name: string;
  /** `status` of the request; null for any. */
  readonly status: number | null;
  /** Return-and-refund requests only (`refund_type` 2) whose parcel is back (true) or not yet (false); null for any. */
  readonly parcelBack: boolean | null;
}

/** The filters in display order; 处理中 holds 待退货 and 已收到退货 and the refund-only requests. */
export const AFTER_SALES_QUEUE_STATES: readonly AfterSalesQueueFilter[] = [
  { state: 'open', name: AFTER_SALES_STATUS_LABELS[0], status: 0, parcelBack: null },
  { state: 'awaitingReturn', name: '待收退货', status: 0, parcelBack: false },
  { state: 'received', name: '已收到退货', status: 0, parcelBack: true },
  { state: 'refunded', name: AFTER_SALES_STATUS_LABELS[1], status: 1, parcelBack: null },
  { state: 'refused', name: AFTER_SALES_STATUS_LABELS[2], status: 2, parcelBack: null },
  { state: 'withdrawn', name: AFTER_SALES_STATUS_LABELS[3], status: 3, parcelBack: null },
  { state: 'all', name: '全部', status: null, parcelBack: null },
];

/** What the queue shows a request as: its status label, or for an open return whether its parcel is back. */
export function afterSalesQueueLabel(request: { status: number; refundType: number; receivedAt: Date | number | null }): string {
  if (request.status !== 0) return AFTER_SALES_STATUS_LABELS[request.status as 1 | 2 | 3] ?? String(request.status);
  if (request.refundType !== 2) return AFTER_SALES_STATUS_LABELS[0];
  return request.receivedAt ? '已收到退货' : '待收退货';
}

/**
 * How strongly the queue marks a request: an open one wants the shop (`attention`), an open one whose return is back
 * can be refunded now (`ready`), a refunded one succeeded (`success`), a refused or withdrawn one is over (`muted`).
 * A rule, not a colour: the back office maps each tone to its own palette.
 */
export type AfterSalesTone = 'attention' | 'ready' | 'success' | 'muted';

/** The tone of a request (`AfterSalesTone`), from its status and whether its returned parcel was recorded. */
export function afterSalesTone(request: { status: number; receivedAt: Date | number | null }): AfterSalesTone {
  if (request.status === 0) return request.receivedAt ? 'ready' : 'attention';
  return request.status === 1 ? 'success' : 'muted';
}
