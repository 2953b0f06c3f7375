import type { RefundType } from '../order-status/apply-after-sales';
import type { AfterSalesStatus } from './after-sales-labels';

/** Where an after-sales request stands, as the shopper follows it. */
export const REFUND_STAGES = ['applied', 'returnReceived', 'approved', 'refused', 'refunded', 'withdrawn'] as const;
export type RefundStage = (typeof REFUND_STAGES)[number];

/** The Chinese label of each stage. */
export const REFUND_STAGE_LABELS: Readonly<Record<RefundStage, string>> = {
  applied: '申请中',
  returnReceived: '已收到退货',
  approved: '已同意',
  refused: '已拒绝',
  refunded: '已退款',
  withdrawn: '已撤销',
};

/** What a request's progress is read from. */
export interface RefundProgressFacts {
  /** The request's `status`: 0 open, 1 approved, 2 refused, 3 withdrawn by the shopper. */
  readonly status: AfterSalesStatus;
  readonly refundType: RefundType;
  /** The warehouse recorded the returned parcel (a return-and-refund only). */
  readonly returnReceived: boolean;
  /** An approved request still has money on its way back through a payment gateway. */
  readonly payoutPending: boolean;
}

/** One step of the progress: its stage and label, and whether the request has got there. */
export interface RefundProgressStep {
  readonly stage: RefundStage;
  readonly label: string;
  readonly reached: boolean;
}

/** The stage a request is at and the steps of its path. */
export interface RefundProgress {
  readonly stage: RefundStage;
  readonly label: string;
  readonly steps: readonly RefundProgressStep[];
}

function stageOf(facts: RefundProgressFacts): RefundStage {
  if (facts.status === 3) return 'withdrawn';
  if (facts.status === 2) return 'refused';
  if (facts.status === 1) return facts.payoutPending ? 'approved' : 'refunded';
  return facts.refundType === 2 && facts.returnReceived ? 'returnReceived' : 'applied';
}

/**
 * The progress of an after-sales request (shopping §3 "After-sales request", §4 "5 and 6 (refund orders)"): 申请中,
 * then for a return 已收到退货 once the warehouse records the parcel, then 已同意 or 已拒绝, and 已退款 once every part
 * of the money is back (card and balance at once, a gateway when it confirms). A withdrawn request ends at 已撤销.
 * Each path lists its steps in order; a step is reached when the request is at it or past it, except that a return
 * approved before its parcel was recorded has not reached 已收到退货.
 */
export function describeRefundProgress(facts: RefundProgressFacts): RefundProgress {
  const stage = stageOf(facts);
  const returned = facts.refundType === 2;
  const path: RefundStage[] = [
    'applied',
    ...(returned ? (['returnReceived'] as const) : []),
    ...(stage === 'refused' || stage === 'withdrawn' ? [stage] : (['approved', 'refunded'] as const)),
  ];
  const at = path.indexOf(stage);
  return {
    stage,
    label: REFUND_STAGE_LABELS[stage],
    steps: path.map((step, index) => ({
      stage: step,
      label: REFUND_STAGE_LABELS[step],
      reached: step === 'returnReceived' ? facts.returnReceived : index <= at,
    })),
  };
}
