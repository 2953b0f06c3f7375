import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_RANK_STARS, reviewRankStarsText } from './review-ranks';
import { decodeEmoji } from './decode-emoji';
import { encodeEmoji } from './encode-emoji';
import { maskNickname } from './mask-nickname';
import { normalizeStarRating } from './normalize-star-rating';
import { reviewKind } from './review-kind';
import { checkOrderReview } from './check-order-review';
import { FOLLOW_UP_BEFORE_REVIEW, ORDER_ALREADY_FOLLOWED_UP, ORDER_ALREADY_REVIEWED, REVIEW_ORDER_NOT_COMPLETE } from '../messages/messages';

describe('maskNickname', () => {
  it('masks names longer than 6 characters as first 3, **, last 3', () => {
    expect(maskNickname('花园里的小蜜蜂呀')).toBe('花园里**蜜蜂呀');
    expect(maskNickname('gardenlover')).toBe('gar**ver');
    expect(maskNickname('小花园')).toBe('小花园');
    expect(maskNickname('abcdef')).toBe('abcdef');
  });

  it('shows *** for an empty name', () => {
    expect(maskNickname('')).toBe('***');
    expect(maskNickname(null)).toBe('***');
  });

  it('never splits an emoji', () => {
    expect(maskNickname('🌹🌷🌸abc🌻🌼🌿')).toBe('🌹🌷🌸**🌻🌼🌿');
  });
});

describe('reviewKind', () => {
  it('is a first review, then a follow-up when is_twice 0 and is_comment 1, then none', () => {
    expect(reviewKind({ isTwice: 0, isComment: 0 })).toBe('first');
    expect(reviewKind({ isTwice: 0, isComment: 1 })).toBe('followUp');
    expect(reviewKind({ isTwice: 1, isComment: 1 })).toBeNull();
  });
});

describe('checkOrderReview', () => {
  const complete = { orderStatus: 7, isDelete: 0, isComment: 0, isTwice: 0 };

  it('takes a first review of a complete order, then one follow-up', () => {
    expect(checkOrderReview(complete, 'first')).toBeNull();
    expect(checkOrderReview({ ...complete, isComment: 1 }, 'followUp')).toBeNull();
  });

  it('refuses orders that are not complete or sit in the recycle bin', () => {
    for (const orderStatus of [0, 1, 2, 3, 4, 5, 6, 9, 100])
      expect(checkOrderReview({ ...complete, orderStatus: orderStatus }, 'first')).toBe(REVIEW_ORDER_NOT_COMPLETE);
    expect(checkOrderReview({ ...complete, isDelete: 2 }, 'first')).toBe(REVIEW_ORDER_NOT_COMPLETE);
    expect(checkOrderReview({ ...complete, isDelete: 3, isComment: 1 }, 'followUp')).toBe(REVIEW_ORDER_NOT_COMPLETE);
  });

  it('refuses reviewing twice, a follow-up first, and following up twice', () => {
    expect(checkOrderReview({ ...complete, isComment: 1 }, 'first')).toBe(ORDER_ALREADY_REVIEWED);
    expect(checkOrderReview(complete, 'followUp')).toBe(FOLLOW_UP_BEFORE_REVIEW);
    expect(checkOrderReview({ ...complete, isComment: 1, isTwice: 1 }, 'followUp')).toBe(ORDER_ALREADY_FOLLOWED_UP);
  });
});

describe('normalizeStarRating', () => {
  it('defaults to 5 and keeps 1 to 5', () => {
    expect(normalizeStarRating()).toBe(5);
    expect(normalizeStarRating(Number.NaN)).toBe(5);
    expect(normalizeStarRating(0)).toBe(1);
    expect(normalizeStarRating(3)).toBe(3);
    expect(normalizeStarRating(9)).toBe(5);
  });
});

describe('emoji encoding', () => {
  it('encodes emoji and & as references and decodes them back', () => {
    expect(encodeEmoji('花开得很好🌹 & 包装好')).toBe('花开得很好&#x1F339; &amp; 包装好');
    expect(decodeEmoji('花开得很好&#x1F339; &amp; 包装好')).toBe('花开得很好🌹 & 包装好');
    expect(decodeEmoji('&#x41; stays')).toBe('&#x41; stays');
  });
});

describe('properties', () => {
  it('the mask never reveals more than 6 characters of a name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (nick) => {
        const length = [...nick].length;
        const maskCharacters = length === 0 ? 3 : length > 6 ? 2 : 0;
        expect([...maskNickname(nick)].length - maskCharacters).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('a masked long name keeps its first and last three characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 7, maxLength: 30 }), (nick) => {
        const original = [...nick];
        expect(maskNickname(nick)).toBe(`${original.slice(0, 3).join('')}**${original.slice(-3).join('')}`);
      }),
    );
  });

  it('decoding an encoded text gives the text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeEmoji(encodeEmoji(text))).toBe(text);
      }),
    );
  });

  it('an encoded text holds no character outside the Basic Multilingual Plane', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect([...encodeEmoji(text)].every((character) => (character.codePointAt(0) ?? 0) <= 0xffff)).toBe(true);
      }),
    );
  });

  it('an order takes exactly the review reviewKind names for it, and only when complete and outside the bin', () => {
    const order = fc.record({
      orderStatus: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 9, 100),
      isDelete: fc.constantFrom(0, 1, 2, 3),
      isComment: fc.constantFrom(0, 1),
      isTwice: fc.constantFrom(0, 1),
    });
    fc.assert(
      fc.property(order, fc.constantFrom('first' as const, 'followUp' as const), (state, kind) => {
        const allowed = checkOrderReview(state, kind) === null;
        expect(allowed).toBe(state.orderStatus === 7 && state.isDelete === 0 && reviewKind(state) === kind);
      }),
    );
  });

  it('a star rating is always a whole number from 1 to 5', () => {
    fc.assert(
      fc.property(fc.option(fc.double()), (stars) => {
        const rating = normalizeStarRating(stars);
        expect(Number.isInteger(rating) && rating >= 1 && rating <= 5).toBe(true);
      }),
    );
  });
});

describe('review ranks', () => {
  it('cover every star from 1 to 5 exactly once, and write their stars for the back office', () => {
    const covered = Object.values(REVIEW_RANK_STARS).flatMap(([lowest, highest]) =>
      Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i),
    );
    expect(covered.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(reviewRankStarsText('good')).toBe('4–5 星');
    expect(reviewRankStarsText('medium')).toBe('3 星');
  });
});
