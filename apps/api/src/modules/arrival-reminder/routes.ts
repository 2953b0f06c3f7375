// Arrival reminder (storefront §7 /v1/service/visit).
import { REMINDER_SET } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { bodyRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { loadGoodsDetail } from '../catalogue/index';
import { setArrivalReminder } from './arrival-reminder';

export const serviceRoutes = createRouter().openapi(
  bodyRoute('setArrivalReminder', {
    tags: ['商品'],
    summary: '到货提醒：设置后商品详情 is_remind 为 1（重复设置不变）',
    middleware: [requireUser] as const,
  }),
  async (c) => {
    const { db, config, user } = c.var;
    const input = await readRequest(c, 'setArrivalReminder');
    const detail = await loadGoodsDetail(db, input.goods_id, config.now());
    await setArrivalReminder(db, user.id, detail.goods.goodsId, input.mobile ?? user.mobile ?? '', config.now());
    return respond(c, { is_remind: 1 as const }, REMINDER_SET);
  },
);
