// The account's operator calls: coupons, traders, withdrawals and the balance audit (`garden coupons`,
// `garden users trader`, `garden withdrawals`, `garden audit balances`). Only the operator token opens them
// (modules/operators); every amount is fen, as stored.
import {
  CARD_ISSUED,
  CARD_TOPPED_UP,
  COUPON_ALREADY_HELD,
  COUPON_ISSUED,
  SAVED,
  SHOPPER_DISABLED,
  SHOPPER_ENABLED,
  TRADER_SET,
  TRADER_UNSET,
  USER_OR_MOBILE_REQUIRED,
  WITHDRAWAL_PAID,
  WITHDRAWAL_RETURNED,
} from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint, operatorIdOf } from '../../platform/operator-auth';
import { requireOneOf } from '../../platform/validation';
import { readBalance } from './account';
import { issueMemberCard, listShopperCards, readCardLedger, topUpMemberCard } from './operator-cards';
import { findShopper, issueCoupon, listShoppers, readShopper, setShopperDisabled, setTrader } from './operator-shoppers';
import { issueCouponList, listCouponTypes, saveCouponType } from './coupon-types';
import { auditBalances, listWithdrawalsForOperator, payWithdrawal, refuseWithdrawal } from './withdrawals';

/** The shopper an operator call names: by id or by mobile, one of them at least. */
function shopperOf(input: { user_id?: number; mobile?: string }) {
  requireOneOf([input.user_id, input.mobile], USER_OR_MOBILE_REQUIRED);
  return { userId: input.user_id, mobile: input.mobile };
}

export const accountOperatorRoutes = endpointRouter(
  operatorEndpoint('listCouponTypes', '券类型：全部，新的在前', ({ db }) => listCouponTypes(db)),
  operatorEndpoint('saveCouponType', '保存券类型：不给 type_id 则新增；面值、门槛、范围与日期按规则检查', async ({ db, input }) =>
    withMessage(await saveCouponType(db, input), SAVED),
  ),
  operatorEndpoint('issueCouponList', '按手机号批量发券：有手机号没有账号则全部不发并列出；已有该券的用户保留原券', async ({ db, input, now }) =>
    withMessage(await issueCouponList(db, { typeId: input.type_id, mobiles: input.mobiles, now }), COUPON_ISSUED),
  ),
  operatorEndpoint('issueCoupon', '发放优惠券：给一位用户一张某类型的券（每人每类型一张；已有则 created 0）', async ({ db, input, now }) => {
    const issued = await issueCoupon(db, { typeId: input.type_id, ...shopperOf(input), now });
    return withMessage(issued, issued.created ? COUPON_ISSUED : COUPON_ALREADY_HELD);
  }),
  operatorEndpoint('operatorWithdrawals', '提现申请：默认只列申请中的，all=1 列全部（早的在前）', async ({ db, input }) => ({
    list: await listWithdrawalsForOperator(db, input.all === 1),
  })),
  operatorEndpoint(
    'payWithdrawal',
    '付款：通过付款服务转账到申请的支付宝账户；对方拒绝（姓名不符）则退回余额并报错',
    async ({ db, config, input, now }) => withMessage(await payWithdrawal(db, config.payouts, input.id, now), WITHDRAWAL_PAID),
  ),
  operatorEndpoint('refuseWithdrawal', '拒绝提现：金额退回余额（只退一次）', async ({ db, input, now }) =>
    withMessage(await refuseWithdrawal(db, input.id, now), WITHDRAWAL_RETURNED),
  ),
  operatorEndpoint('readShopperBalance', '用户的余额与余额明细（新的在前），财务付款前核对', async ({ db, input }) => {
    const { id, mobile } = await findShopper(db, { userId: input.user_id });
    return { ...(await readBalance(db, id, input.page, input.limit)), user_id: id, mobile: mobile ?? '' };
  }),
  // A shopper's member cards (issue 32 "Money"): 财务 issues one and tops it up; each card's ledger beside it.
  operatorEndpoint('listShopperCards', '用户的会员卡：卡号、种类与折扣、余额、状态与发卡时间', async ({ db, input }) =>
    listShopperCards(db, input.user_id),
  ),
  operatorEndpoint('issueMemberCard', '发卡：给用户一张本店发行的会员卡（每种一张），卡内余额为 0', async ({ db, input, now }) =>
    withMessage(await issueMemberCard(db, { userId: input.user_id, fCardNumber: input.f_card_number, now }), CARD_ISSUED),
  ),
  operatorEndpoint(
    'topUpMemberCard',
    '充值：卡内余额加上金额，并记一条写明操作员与原因的流水（同一事务）；单次至多 50000.00 元，卡内至多 1000000.00 元',
    async ({ db, input, now, c }) => {
      const toppedUp = await topUpMemberCard(db, {
        userId: input.user_id,
        cardId: input.card_id,
        amountFen: input.amount,
        reason: input.reason,
        operatorId: operatorIdOf(c),
        now,
      });
      return withMessage(toppedUp, CARD_TOPPED_UP);
    },
  ),
  operatorEndpoint('readCardLedger', '会员卡流水（新的在前）：支付的订单、退回与充值', async ({ db, input }) =>
    readCardLedger(db, { userId: input.user_id, cardId: input.card_id, page: input.page, limit: input.limit }),
  ),
  operatorEndpoint('auditBalances', '核对余额：每位用户的余额与余额明细之和、最后一笔变动后的余额是否一致', async ({ db }) => auditBalances(db)),
  operatorEndpoint('setTrader', '设为批发商（is_trader 1，可使用植物目录的报价清单），或取消', async ({ db, input }) => {
    const set = await setTrader(db, shopperOf(input), input.is_trader === 1);
    return withMessage(set, set.is_trader ? TRADER_SET : TRADER_UNSET);
  }),
  // The back office's 顾客 page (issue 32 "People"): customer service finds and reads; the shop manager changes.
  operatorEndpoint('listShoppers', '顾客：按手机号、昵称、用户名或用户编号查找，新注册的在前', ({ db, input }) => listShoppers(db, input)),
  operatorEndpoint('readShopper', '顾客详情：账户余额、最新订单、会员卡、优惠券与收藏数', ({ db, input, now }) =>
    readShopper(db, input.user_id, now),
  ),
  operatorEndpoint(
    'setShopperDisabled',
    '停用或启用顾客账号（店长）：停用即结束其所有登录，之后密码与短信登录都答复「该账号已被停用」',
    async ({ db, input }) => {
      const set = await setShopperDisabled(db, input.user_id, input.disabled === 1);
      return withMessage(set, set.disabled ? SHOPPER_DISABLED : SHOPPER_ENABLED);
    },
  ),
);
