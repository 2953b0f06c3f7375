// The account's operator calls: coupons, traders, withdrawals and the balance audit (`garden coupons`,
// `garden users trader`, `garden withdrawals`, `garden audit balances`). Only the operator token opens them
// (modules/operators); every amount is fen, as stored.
import {
  COUPON_ALREADY_HELD,
  COUPON_ISSUED,
  TRADER_SET,
  TRADER_UNSET,
  USER_OR_MOBILE_REQUIRED,
  WITHDRAWAL_PAID,
  WITHDRAWAL_RETURNED,
} from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { issueCoupon, setTrader } from './operator-shoppers';
import { auditBalances, listWithdrawalsForOperator, payWithdrawal, refuseWithdrawal } from './withdrawals';

export const accountOperatorRoutes = createRouter()
  .openapi(
    bodyRoute('issueCoupon', {
      ...operatorCall,
      summary: '发放优惠券：给一位用户一张某类型的券（每人每类型一张；已有则 created 0）',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'issueCoupon');
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const issued = await issueCoupon(db, { typeId: input.type_id, userId: input.user_id, mobile: input.mobile, now: config.now() });
      return respond(c, issued, issued.created ? COUPON_ISSUED : COUPON_ALREADY_HELD);
    },
  )
  .openapi(
    queryRoute('operatorWithdrawals', {
      ...operatorCall,
      summary: '提现申请：默认只列申请中的，all=1 列全部（早的在前）',
    }),
    async (c) => respond(c, { list: await listWithdrawalsForOperator(c.var.db, c.req.valid('query').all === 1) }),
  )
  .openapi(
    bodyRoute('payWithdrawal', {
      ...operatorCall,
      summary: '付款：通过付款服务转账到申请的支付宝账户；对方拒绝（姓名不符）则退回余额并报错',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'payWithdrawal');
      return respond(c, await payWithdrawal(db, config.payouts, input.id, config.now()), WITHDRAWAL_PAID);
    },
  )
  .openapi(
    bodyRoute('refuseWithdrawal', {
      ...operatorCall,
      summary: '拒绝提现：金额退回余额（只退一次）',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'refuseWithdrawal');
      return respond(c, await refuseWithdrawal(db, input.id, config.now()), WITHDRAWAL_RETURNED);
    },
  )
  .openapi(
    queryRoute('auditBalances', {
      ...operatorCall,
      summary: '核对余额：每位用户的余额与余额明细之和、最后一笔变动后的余额是否一致',
    }),
    async (c) => respond(c, await auditBalances(c.var.db)),
  )
  .openapi(
    bodyRoute('setTrader', {
      ...operatorCall,
      summary: '设为批发商（is_trader 1，可使用植物目录的报价清单），或取消',
    }),
    async (c) => {
      const input = await readRequest(c, 'setTrader');
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const set = await setTrader(c.var.db, { userId: input.user_id, mobile: input.mobile }, input.is_trader === 1);
      return respond(c, set, set.is_trader ? TRADER_SET : TRADER_UNSET);
    },
  );
