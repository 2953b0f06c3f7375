// Product coupons and claiming them (storefront §7 /v1/home/bonus_lists, /v1/user/receive_bonus).
import { COUPON_ALREADY_RECEIVED, COUPON_RECEIVED } from '@garden/domain';
import { optionalUser, requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { listProductCoupons, receiveCoupon } from './coupons';
import { loadGoodsDetail, resolveGoodsId } from '../catalogue/index';

const tags = ['优惠券'];

export const couponRoutes = endpointRouter(
  endpoint('listProductCoupons', {
    tags,
    summary: '商品页可领的优惠券（含运费券）；登录后带 has_receive',
    middleware: [optionalUser],
    async handle({ db, user, input, now }) {
      const detail = input.gshp_id || input.gsup_id ? await loadGoodsDetail(db, await resolveGoodsId(db, input), now) : undefined;
      return { list: await listProductCoupons(db, detail, user?.id, now) };
    },
  }),
  endpoint('receiveCoupon', {
    tags,
    summary: '领取优惠券（每人每种一张，重复领取返回已有的券）',
    description: '过期：「优惠券已过期」；领完：「优惠券已领完」；不可领：「该优惠券不可领取」；重复领取 code 200，msg「您已领取过该优惠券」。',
    middleware: [requireUser],
    async handle({ db, user, input, now }) {
      const result = await receiveCoupon(db, user.id, input.type_id, now);
      return withMessage({ bonus_id: result.bonusId, has_receive: 1 }, result.created ? COUPON_RECEIVED : COUPON_ALREADY_RECEIVED);
    },
  }),
);
