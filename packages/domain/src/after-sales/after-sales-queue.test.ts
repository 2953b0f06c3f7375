import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFUSE_REASON_MAX } from '../constants/back-office-limits';
import { refuseReasonRefusal } from '../validation/refuse-reason';
import { REFUSE_REASON_REQUIRED, REFUSE_REASON_TOO_LONG } from '../messages/messages';
import { AFTER_SALES_QUEUE_STATES, afterSalesQueueLabel, afterSalesTone } from './after-sales-queue';

describe('the after-sales queue', () => {
  it('names an open return by its parcel, and a closed request by its status', () => {
    expect(afterSalesQueueLabel({ status: 0, refundType: 2, receivedAt: null })).toBe('待收退货');
    expect(afterSalesQueueLabel({ status: 0, refundType: 2, receivedAt: new Date(0) })).toBe('已收到退货');
    expect(afterSalesQueueLabel({ status: 0, refundType: 1, receivedAt: null })).toBe('售后处理中');
    expect(afterSalesQueueLabel({ status: 1, refundType: 2, receivedAt: new Date(0) })).toBe('退款成功');
    expect(afterSalesQueueLabel({ status: 2, refundType: 1, receivedAt: null })).toBe('商家已拒绝');
  });

  it('marks an open request by its parcel, a refunded one as a success and the other closed ones as over', () => {
    expect(afterSalesTone({ status: 0, receivedAt: null })).toBe('attention');
    expect(afterSalesTone({ status: 0, receivedAt: new Date(0) })).toBe('ready');
    expect(afterSalesTone({ status: 1, receivedAt: new Date(0) })).toBe('success');
    expect(afterSalesTone({ status: 2, receivedAt: null })).toBe('muted');
    expect(afterSalesTone({ status: 3, receivedAt: null })).toBe('muted');
  });

  it('asks for a reason when refusing, at most 200 characters', () => {
    expect(refuseReasonRefusal('  ')).toBe(REFUSE_REASON_REQUIRED);
    expect(refuseReasonRefusal('退货未收到，请先寄回')).toBeNull();
    expect(refuseReasonRefusal('🌷'.repeat(REFUSE_REASON_MAX))).toBeNull();
    expect(refuseReasonRefusal('字'.repeat(REFUSE_REASON_MAX + 1))).toBe(REFUSE_REASON_TOO_LONG);
  });
});

describe('properties', () => {
  it('a request wants attention exactly while it is open and its return is not back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.option(fc.integer({ min: 1 }), { nil: null }), (status, receivedAt) => {
        expect(afterSalesTone({ status, receivedAt }) === 'attention').toBe(status === 0 && receivedAt === null);
      }),
    );
  });

  it('every request stands under exactly one closed state or under 处理中, and 全部 holds it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2 }), fc.boolean(), (status, refundType, back) => {
        const matches = AFTER_SALES_QUEUE_STATES.filter(
          (filter) =>
            (filter.status === null || filter.status === status) && (filter.parcelBack === null || (refundType === 2 && filter.parcelBack === back)),
        ).map((filter) => filter.state);
        expect(matches).toContain('all');
        expect(matches).toContain(status === 0 ? 'open' : (['refunded', 'refused', 'withdrawn'] as const)[status - 1]);
      }),
    );
  });

  it('a refusal reason is kept exactly when its trimmed text is 1 to 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (reason) => {
        const length = [...reason.trim()].length;
        expect(refuseReasonRefusal(reason) === null).toBe(length >= 1 && length <= REFUSE_REASON_MAX);
      }),
    );
  });
});
