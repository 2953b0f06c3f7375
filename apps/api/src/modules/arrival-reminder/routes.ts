// Arrival reminder (storefront §7 /v1/service/visit).
import { ReminderSet } from '@garden/contract';
import { REMINDER_SET } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { MAX_ID } from '../../platform/query-fields';
import { documentBody, integer, mobile, readInput } from '../../platform/validation';
import { loadGoodsDetail } from '../catalogue/index';
import { setArrivalReminder } from './arrival-reminder';

const visitFields = z.object({
  goods_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '商品编号（gshp_id）' }),
  mobile: mobile().optional().openapi({ description: '到货通知的手机号；不传用账号手机号' }),
});

export const serviceRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/v1/service/visit',
    tags: ['商品'],
    summary: '到货提醒：设置后商品详情 is_remind 为 1（重复设置不变）',
    middleware: [requireUser] as const,
    request: { body: documentBody(visitFields) },
    responses: envelopeResponses(ReminderSet),
  }),
  async (c) => {
    const { db, config, user } = c.var;
    const input = await readInput(c, visitFields);
    const detail = await loadGoodsDetail(db, input.goods_id, config.now());
    await setArrivalReminder(db, user.id, detail.goods.goodsId, input.mobile ?? user.mobile ?? '', config.now());
    return respond(c, { is_remind: 1 as const }, REMINDER_SET);
  },
);
