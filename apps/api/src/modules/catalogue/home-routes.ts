// Home page, favourable-activity goods and activity pages (storefront §2 "Home", §7).
import { NO_MORE_DATA, ACTIVITY_NOT_FOUND } from '@garden/domain';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { loadCategoryTree } from './category';
import { gradeOf, loadCards, toCardPage } from './goods-cards';
import { loadActivity, loadFavGoodsPage, loadHomeFrame, loadThemePage } from './home';
import { seconds } from '../../platform/unix-time';

const visitor = { tags: ['首页'], middleware: [optionalUser] as const };

export const homeRoutes = endpointRouter(
  endpoint('readHome', {
    ...visitor,
    summary: '首页：导航、轮播、灰度开关与主题（每页 2 个）',
    description: '主题按页加载；返回少于 limit 个即为最后一页（此时 msg 为「没有更多数据了」）。',
    async handle({ db, user, input: { page, limit }, now }) {
      const grade = gradeOf(user);
      const [frame, tree, themePage] = await Promise.all([loadHomeFrame(db, now), loadCategoryTree(db), loadThemePage(db, page, limit)]);
      const theme = await Promise.all(
        themePage.map(async ({ goodsIds, ...rest }) => ({ ...rest, goods: await loadCards(db, goodsIds, grade, now) })),
      );
      const data = { nav: tree.roots.map(({ cat_id, cat_name }) => ({ cat_id, cat_name })), ...frame, theme };
      return withMessage(data, theme.length < limit ? NO_MORE_DATA : 'ok');
    },
  }),
  endpoint('listActivityGoods', {
    ...visitor,
    summary: '优惠活动的商品列表（每页 20）',
    async handle({ db, user, input, now }) {
      const { fv_id, page, limit } = input;
      const found = await loadFavGoodsPage(db, fv_id, page, limit);
      if (!found) throw notFound(ACTIVITY_NOT_FOUND);
      const cards = await loadCards(db, found.ids, gradeOf(user), now);
      const { activity } = found;
      return {
        ...toCardPage(cards, found.total, page, limit),
        activity: {
          fv_id: activity.fvId,
          type: activity.actType,
          name: activity.name,
          beg_time: seconds(activity.begTime),
          end_time: seconds(activity.endTime),
        },
      };
    },
  }),
  endpoint('readActivityPage', {
    ...visitor,
    summary: '活动页：横幅、正文与按专题分组的商品',
    async handle({ db, user, input, now }) {
      const activity = await loadActivity(db, input.id);
      const grade = gradeOf(user);
      const subject = await Promise.all(
        activity.subjects.map(async ({ goodsIds, ...rest }) => ({ ...rest, goods: await loadCards(db, goodsIds, grade, now) })),
      );
      const { row } = activity;
      return { ap_id: row.apId, title: row.title, banner: row.banner, content: row.content, subject };
    },
  }),
);
