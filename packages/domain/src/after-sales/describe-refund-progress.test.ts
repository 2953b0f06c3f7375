import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AfterSalesStatus } from './after-sales-labels';
import { describeRefundProgress, type RefundProgressFacts } from './describe-refund-progress';

const facts = (overrides: Partial<RefundProgressFacts> = {}): RefundProgressFacts => ({
  status: 0,
  refundType: 1,
  returnReceived: false,
  payoutPending: false,
  ...overrides,
});
const labels = (progress: ReturnType<typeof describeRefundProgress>) => progress.steps.map((step) => `${step.label}${step.reached ? '✓' : ''}`);

describe('describeRefundProgress', () => {
  it('follows a refund only: 申请中 → 已同意 → 已退款', () => {
    expect(describeRefundProgress(facts())).toMatchObject({ stage: 'applied', label: '申请中' });
    expect(labels(describeRefundProgress(facts()))).toEqual(['申请中✓', '已同意', '已退款']);
    expect(labels(describeRefundProgress(facts({ status: 1, payoutPending: true })))).toEqual(['申请中✓', '已同意✓', '已退款']);
    expect(describeRefundProgress(facts({ status: 1 }))).toMatchObject({ stage: 'refunded', label: '已退款' });
    expect(labels(describeRefundProgress(facts({ status: 1 })))).toEqual(['申请中✓', '已同意✓', '已退款✓']);
  });

  it('follows a return through 已收到退货 once the warehouse records the parcel', () => {
    const returned = facts({ refundType: 2 });
    expect(labels(describeRefundProgress(returned))).toEqual(['申请中✓', '已收到退货', '已同意', '已退款']);
    const received = describeRefundProgress({ ...returned, returnReceived: true });
    expect(received).toMatchObject({ stage: 'returnReceived', label: '已收到退货' });
    expect(labels(received)).toEqual(['申请中✓', '已收到退货✓', '已同意', '已退款']);
    // Approved before the parcel was recorded: refunded, but the parcel step is not claimed.
    expect(labels(describeRefundProgress({ ...returned, status: 1 }))).toEqual(['申请中✓', '已收到退货', '已同意✓', '已退款✓']);
  });

  it('ends a refused request at 已拒绝 and a withdrawn one at 已撤销', () => {
    expect(describeRefundProgress(facts({ status: 2 }))).toMatchObject({ stage: 'refused', label: '已拒绝' });
    expect(labels(describeRefundProgress(facts({ status: 2 })))).toEqual(['申请中✓', '已拒绝✓']);
    expect(labels(describeRefundProgress(facts({ status: 2, refundType: 2, returnReceived: true })))).toEqual(['申请中✓', '已收到退货✓', '已拒绝✓']);
    expect(labels(describeRefundProgress(facts({ status: 3 })))).toEqual(['申请中✓', '已撤销✓']);
  });
});

describe('properties', () => {
  const factsArb = fc.record({
    status: fc.constantFrom<AfterSalesStatus>(0, 1, 2, 3),
    refundType: fc.constantFrom<1 | 2>(1, 2),
    returnReceived: fc.boolean(),
    payoutPending: fc.boolean(),
  });

  it('a request is always at one of its own steps, which it has reached, and has reached nothing after it', () => {
    fc.assert(
      fc.property(factsArb, (request) => {
        const progress = describeRefundProgress(request);
        const at = progress.steps.findIndex((step) => step.stage === progress.stage);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(progress.steps[at]?.reached).toBe(true);
        expect(progress.steps.slice(at + 1).every((step) => !step.reached)).toBe(true);
      }),
    );
  });

  it('only a return passes 已收到退货, and a request reads 已退款 only once approved with nothing pending', () => {
    fc.assert(
      fc.property(factsArb, (request) => {
        const progress = describeRefundProgress(request);
        expect(progress.steps.some((step) => step.stage === 'returnReceived')).toBe(request.refundType === 2);
        expect(progress.stage === 'refunded').toBe(request.status === 1 && !request.payoutPending);
      }),
    );
  });
});
