// Arrival reminder (storefront §7 /v1/service/visit).
import { REMINDER_SET } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { loadGoodsDetail } from '../catalogue/index';
import { setArrivalReminder } from './arrival-reminder';

export const serviceRoutes = endpointRouter(
  endpoint('setArrivalReminder', {
    tags: ['商品'],
    summary: '到货提醒：设置后商品详情 is_remind 为 1（重复设置不变）',
    middleware: [requireUser],
    async handle({ db, user, input, now }) {
      const detail = await loadGoodsDetail(db, input.goods_id, now);
      await setArrivalReminder(db, user.id, detail.goods.goodsId, input.mobile ?? user.mobile ?? '', now);
      return withMessage({ is_remind: 1 }, REMINDER_SET);
    },
  }),
);
