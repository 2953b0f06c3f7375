import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as messages from '../messages/messages';
import { countCharacters } from './count-characters';
import { isMainlandMobile } from './is-mainland-mobile';
import { ORDER_NOTE_MAX } from '../constants/back-office-limits';
import { orderNoteRefusal } from './order-note';
import { normalizeParcelNumber, parcelNumberRefusal } from './parcel-number';
import { validateAddress } from './validate-address';
import { validateAfterSales } from './validate-after-sales';
import { validateAttributeChoice } from './validate-attribute-choice';
import { validateCartDelete } from './validate-cart-delete';
import { validateCatalogueSend } from './validate-catalogue-send';
import { validateCheckoutSelection } from './validate-checkout-selection';
import { validateImageFile } from './validate-image-file';
import { validateLogin, type LoginMode } from './validate-login';
import { validateNewPassword } from './validate-new-password';
import { validateOrderSearch } from './validate-order-search';
import { validatePayMethod } from './validate-pay-method';
import { NICK_MAX, validateNick, validateProfile } from './validate-profile';
import { validateReviewImages, validateReviewText } from './validate-review';
import { validateSearchKeyword } from './validate-search-keyword';
import { validateSellerMessage } from './validate-seller-message';
import { validateSuggestion } from './validate-suggestion';
import { validateWithdrawal } from './validate-withdrawal';

describe('login', () => {
  it('needs an account and a 6-character password in password mode', () => {
    expect(validateLogin(0, { account: ' ', password: '123456' })).toBe('请输入用户名!');
    expect(validateLogin(0, { account: 'lily', password: '12345' })).toBe('密码不得少于6位！');
    expect(validateLogin(0, { account: 'lily', password: '123456' })).toBeNull();
  });

  it('needs a mainland mobile and a six-digit SMS code in the other modes', () => {
    for (const mode of [1, 2, 3, 4] as const) {
      expect(validateLogin(mode, { mobile: '12812345678', smsCode: '123456', password: '123456', repassword: '123456' })).toBe(
        '手机号码格式不正确！',
      );
      expect(validateLogin(mode, { mobile: '13812345678', smsCode: '12a456', password: '123456', repassword: '123456' })).toBe(
        messages.SMS_CODE_INVALID,
      );
      expect(validateLogin(mode, { mobile: '13812345678', smsCode: '1234', password: '123456', repassword: '123456' })).toBe(
        messages.SMS_CODE_INVALID,
      );
      expect(validateLogin(mode, { mobile: '13812345678', smsCode: '123456', password: '123456', repassword: '123456' })).toBeNull();
    }
  });

  it('sets a 6–20 password on register and two equal ones on reset', () => {
    expect(validateLogin(2, { mobile: '19912345678', smsCode: '123456', password: '123' })).toBe('密码不得少于6位！');
    expect(validateLogin(2, { mobile: '19912345678', smsCode: '123456', password: 'x'.repeat(21) })).toBe(messages.PASSWORD_TOO_LONG);
    expect(validateLogin(3, { mobile: '19912345678', smsCode: '123456', password: '123456', repassword: '123457' })).toBe('两次密码输入不一致！');
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('accepts 1[3-9] and nine digits as a mobile', () => {
    expect(isMainlandMobile('13912345678')).toBe(true);
    expect(isMainlandMobile('16612345678')).toBe(true);
    expect(isMainlandMobile('1391234567')).toBe(false);
    expect(isMainlandMobile('139123456789')).toBe(false);
  });
});

describe('address', () => {
  const address = { consignee: '王小花', tel: '13812345678', province: 11, city: 1101, district: 110101, address: '花园路1号' };

  it('checks name, phone, region and detail in form order', () => {
    expect(validateAddress(address)).toBeNull();
    expect(validateAddress({ ...address, consignee: '  ', tel: '' })).toBe('请输入姓名！');
    expect(validateAddress({ ...address, tel: '1381234567' })).toBe('请输入正确的手机号！');
    expect(validateAddress({ ...address, district: null })).toBe('请将省市区填写完整！');
    expect(validateAddress({ ...address, city: 0 })).toBe('请将省市区填写完整！');
    expect(validateAddress({ ...address, address: '' })).toBe('请输入详细地址！');
  });
});

describe('cart, checkout and payment', () => {
  it('needs a selection to delete and to check out, from one ship-from place', () => {
    expect(validateCartDelete(0)).toBe('请选中要删除的商品！');
    expect(validateCartDelete(2)).toBeNull();
    expect(validateCheckoutSelection([])).toBe('请选中要结算的商品哦！');
    expect(validateCheckoutSelection([{ sendAddressId: 1 }, { sendAddressId: '2' }])).toBe('发货地不同请分开结算哦！');
    expect(validateCheckoutSelection([{ sendAddressId: 1 }, { sendAddressId: '1' }])).toBeNull();
  });

  it('needs every attribute chosen', () => {
    expect(validateAttributeChoice([12, null])).toBe('属性不全');
    expect(validateAttributeChoice([12, 13])).toBeNull();
  });

  it('keeps the seller message to 20 characters, emoji counted once', () => {
    expect(validateSellerMessage('请轻拿轻放'.repeat(4))).toBeNull();
    expect(validateSellerMessage('🌹'.repeat(20))).toBeNull();
    expect(validateSellerMessage('请轻拿轻放'.repeat(4) + '!')).toBe(messages.SELLER_MESSAGE_TOO_LONG);
  });

  it('needs a pay method', () => {
    expect(validatePayMethod(null)).toBe('请选择支付方式！');
    expect(validatePayMethod(15)).toBeNull();
  });
});

describe('withdrawal and profile', () => {
  const form = { account: 'lily@example.com', name: '王小花', amount: '12.50' };

  it('needs an e-mail or mobile account, the holder name and a positive amount with at most 2 decimals', () => {
    expect(validateWithdrawal(form, '王小花')).toBeNull();
    expect(validateWithdrawal({ ...form, account: '13812345678' })).toBeNull();
    expect(validateWithdrawal({ ...form, account: 'lily' })).toBe('请输入正确的支付宝账户！');
    expect(validateWithdrawal({ ...form, name: '' })).toBe('请输入正确的用户名！');
    expect(validateWithdrawal(form, '李四')).toBe('请输入正确的用户名！');
    // The last three: past what an amount column keeps (21 474 836.47 yuan), and past a safe count of fen.
    for (const amount of ['0', '0.00', '1.234', '-1', 'abc', '', '1.', '21474836.48', '100000000000000', '99999999999999999999.99']) {
      expect(validateWithdrawal({ ...form, amount })).toBe('请输入正确的金额！');
    }
    expect(validateWithdrawal({ ...form, amount: '0.01' })).toBeNull();
    expect(validateWithdrawal({ ...form, amount: '21474836.47' })).toBeNull();
  });

  it('needs a sex and an avatar under 1 MB of an accepted type', () => {
    expect(validateProfile({ sex: null })).toBe('请选择您的性别！');
    expect(validateProfile({ sex: 2, avatar: { name: 'a.png', type: 'image/png', size: 1048575 } })).toBeNull();
    expect(validateProfile({ sex: 1, avatar: { name: 'a.png', type: 'image/png', size: 1048576 } })).toBe('文件大小不得超过1兆!');
    expect(validateImageFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(messages.IMAGE_TYPE_INVALID);
    expect(validateImageFile({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
  });
});

describe('after-sales', () => {
  const form = { refundType: 1 as const, items: [{ checked: true, quantity: 1, bought: 2 }], reasonType: 2, trackingNumber: '' };

  it('needs a ticked item, a quantity within what was bought, a reason, and a numeric tracking number for returns', () => {
    expect(validateAfterSales(form)).toBeNull();
    expect(validateAfterSales({ ...form, items: [{ checked: false, quantity: 1, bought: 2 }] })).toBe('请选择至少一个商品申请售后！');
    expect(validateAfterSales({ ...form, items: [{ checked: true, quantity: 3, bought: 2 }] })).toBe(messages.AFTER_SALES_QUANTITY_INVALID);
    expect(validateAfterSales({ ...form, reasonType: null })).toBe(messages.AFTER_SALES_REASON_REQUIRED);
    expect(validateAfterSales({ ...form, refundType: 2 })).toBe('请填写快递单号！');
    expect(validateAfterSales({ ...form, refundType: 2, trackingNumber: 'SF123' })).toBe(messages.TRACKING_NUMBER_INVALID);
    expect(validateAfterSales({ ...form, refundType: 2, trackingNumber: ' 7712345 ' })).toBeNull();
  });
});

describe('reviews, search, catalogue and parcel', () => {
  it('words empty review text by kind and caps reviews at 300 characters and 9 images', () => {
    expect(validateReviewText('', 'comment')).toBe('请添加文字');
    expect(validateReviewText(' ', 'followUp')).toBe('请输入文字');
    expect(validateReviewText('好'.repeat(300), 'first')).toBeNull();
    expect(validateReviewText('好'.repeat(301), 'first')).toBe(messages.REVIEW_TEXT_TOO_LONG);
    expect(validateReviewImages(9)).toBeNull();
    expect(validateReviewImages(10)).toBe('图片超出9张');
  });

  it('refuses a blank keyword, a non-numeric order number, an empty send or suggestion', () => {
    expect(validateSearchKeyword('  ')).toBe('搜索关键字不能为空！');
    expect(validateSearchKeyword('月季')).toBeNull();
    expect(validateOrderSearch('2026A')).toBe(messages.ORDER_SN_INVALID);
    expect(validateOrderSearch('2026050112')).toBeNull();
    expect(validateCatalogueSend(0)).toBe('请选择商品');
    expect(validateSuggestion('')).toBe('请输入建议');
  });

  it('trims parcel numbers and ignores empty ones', () => {
    expect(normalizeParcelNumber('  SF1234 ')).toBe('SF1234');
    expect(normalizeParcelNumber('   ')).toBeNull();
  });

  it('takes courier numbers of 6 to 30 letters and digits, and nothing else', () => {
    for (const number of ['SF1234567890', 'YT123456789', '773100200300', 'jd00a1']) expect(parcelNumberRefusal(number)).toBeNull();
    for (const number of ['SF12', 'SF 1234 5678', '顺丰1234567', 'SF-1234567', 'A'.repeat(31), '<script>'])
      expect(parcelNumberRefusal(number)).toBe(messages.PARCEL_NUMBER_INVALID);
  });

  it('keeps an internal order note of 1 to 500 characters once trimmed', () => {
    expect(orderNoteRefusal('  顾客来电：周六前送到 ')).toBeNull();
    expect(orderNoteRefusal('🌷'.repeat(ORDER_NOTE_MAX))).toBeNull();
    expect(orderNoteRefusal(' \n ')).toBe(messages.ORDER_NOTE_REQUIRED);
    expect(orderNoteRefusal('花'.repeat(ORDER_NOTE_MAX + 1))).toBe(messages.ORDER_NOTE_TOO_LONG);
  });

  it('counts emoji as one character', () => {
    expect(countCharacters('🌷花')).toBe(2);
  });
});

describe('properties', () => {
  const catalogue = new Set<unknown>(Object.values(messages).filter((value) => typeof value === 'string'));
  const inCatalogue = (message: string | null) => message === null || catalogue.has(message);
  const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^\d{0,12}$/));
  const region = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3 }), fc.constantFrom('', '0', '11'));

  it('validators return only catalogue messages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LoginMode>(0, 1, 2, 3, 4),
        fc.record({ account: text, mobile: text, password: text, repassword: text, smsCode: text }),
        fc.record({ consignee: text, tel: text, province: region, city: region, district: region, address: text }),
        fc.integer({ min: -2, max: 5 }),
        text,
        (mode, login, address, count, free) => {
          const results = [
            validateLogin(mode, login),
            validateAddress(address),
            validateCartDelete(count),
            validateCatalogueSend(count),
            validateReviewImages(count),
            validateSellerMessage(free),
            orderNoteRefusal(free),
            validateSearchKeyword(free),
            validateOrderSearch(free),
            validateSuggestion(free),
            validateReviewText(free, 'first'),
            validateReviewText(free, 'followUp'),
            validateWithdrawal({ account: free, name: free, amount: free }),
            validateImageFile({ name: free, type: free, size: count * 600_000 }),
            validateAfterSales({ refundType: 2, items: [{ checked: true, quantity: count, bought: 3 }], reasonType: count, trackingNumber: free }),
          ];
          expect(results.every(inCatalogue)).toBe(true);
        },
      ),
    );
  });

  it('a valid withdrawal amount is positive with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (fen) => {
        const amount = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(validateWithdrawal({ account: '13812345678', name: '王', amount })).toBeNull();
      }),
    );
  });

  it('an order note is kept exactly when its trimmed text has 1 to 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 520 }), (note) => {
        const length = countCharacters(note.trim());
        expect(orderNoteRefusal(note) === null).toBe(length >= 1 && length <= ORDER_NOTE_MAX);
      }),
    );
  });

  it('a mobile is valid exactly when it is 1, then 3–9, then nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,12}$/), (candidate) => {
        const expected = candidate.length === 11 && candidate[0] === '1' && Number(candidate[1]) >= 3;
        expect(isMainlandMobile(candidate)).toBe(expected);
      }),
    );
  });
});

describe('nickname', () => {
  it('has 1 to 20 characters once trimmed', () => {
    expect(validateNick('花友小林')).toBeNull();
    expect(validateNick('x'.repeat(NICK_MAX))).toBeNull();
    expect([validateNick('   '), validateNick('x'.repeat(NICK_MAX + 1))]).toEqual([messages.NICK_INVALID, messages.NICK_INVALID]);
  });
});
