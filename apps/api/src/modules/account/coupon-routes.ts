// Product coupons and claiming them (storefront §7 /v1/home/bonus_lists, /v1/user/receive_bonus).
import { COUPON_ALREADY_RECEIVED, COUPON_RECEIVED } from '@garden/domain';
import { ProductCouponList } from '@garden/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { optionalUser, requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { bodyRoute, readRequest } from '../../platform/endpoint-routes';
import { optionalInteger } from '../../platform/query-fields';
import { listProductCoupons, receiveCoupon } from './coupons';
import { loadGoodsDetail, resolveGoodsId } from '../catalogue/index';

export const couponRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/home/bonus_lists',
      tags: ['优惠券'],
      summary: '商品页可领的优惠券（含运费券）；登录后带 has_receive',
      middleware: [optionalUser] as const,
      request: {
        query: z.object({
          type: optionalInteger('固定为 1'),
          gsup_id: optionalInteger('商品供货编号；不传则列出全部可领券', 1),
          gshp_id: optionalInteger('商品编号（可代替 gsup_id）', 1),
        }),
      },
      responses: envelopeResponses(ProductCouponList),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const query = c.req.valid('query');
      const now = config.now();
      const detail = query.gshp_id || query.gsup_id ? await loadGoodsDetail(db, await resolveGoodsId(db, query), now) : undefined;
      return respond(c, { list: await listProductCoupons(db, detail, user?.id, now) });
    },
  )
  .openapi(
    bodyRoute('receiveCoupon', {
      tags: ['优惠券'],
      summary: '领取优惠券（每人每种一张，重复领取返回已有的券）',
      description: '过期：「优惠券已过期」；领完：「优惠券已领完」；不可领：「该优惠券不可领取」；重复领取 code 200，msg「您已领取过该优惠券」。',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const { type_id } = await readRequest(c, 'receiveCoupon');
      const result = await receiveCoupon(db, user.id, type_id, config.now());
      return respond(c, { bonus_id: result.bonusId, has_receive: 1 as const }, result.created ? COUPON_RECEIVED : COUPON_ALREADY_RECEIVED);
    },
  );
