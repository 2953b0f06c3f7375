// The storefront content's operator calls (issue 31): the home page's carousel slides and themes and the activity pages, for the roles
// with the `content` permission (运营, 店长; modules/operators/permissions.ts), each write in the audit trail.
import { SAVED } from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { deleteActivity, listActivities, saveActivity } from './activities';
import { deleteCarouselSlide, deleteTheme, listHomeContent, saveCarouselSlide, saveTheme } from './home-content';

export const storefrontContentOperatorRoutes = endpointRouter(
  operatorEndpoint('homeContent', '首页内容：轮播图与专题（含商品），按首页的顺序', ({ db }) => listHomeContent(db)),
  operatorEndpoint(
    'saveCarouselSlide',
    '保存轮播图：不给 carousel_id 则新增；图片须为上传接口答复的地址；链接按首页的链接规则检查',
    async ({ db, input }) => withMessage(await saveCarouselSlide(db, input), SAVED),
  ),
  operatorEndpoint('deleteCarouselSlide', '删除轮播图', ({ db, input }) => deleteCarouselSlide(db, input.carousel_id)),
  operatorEndpoint('saveTheme', '保存专题：不给 theme_id 则新增；商品按给出的顺序（前两个大图）', async ({ db, input }) =>
    withMessage(await saveTheme(db, input), SAVED),
  ),
  operatorEndpoint('deleteTheme', '删除专题', ({ db, input }) => deleteTheme(db, input.theme_id)),
  operatorEndpoint('listActivities', '活动页：全部，新的在前，含版块与商品', ({ db }) => listActivities(db)),
  operatorEndpoint('saveActivity', '保存活动页：不给 ap_id 则新增；版块按给出的顺序整体替换；横幅须为上传接口答复的地址或空', async ({ db, input }) =>
    withMessage(await saveActivity(db, input), SAVED),
  ),
  operatorEndpoint('deleteActivity', '删除活动页：仍有轮播图或专题链接到它时拒绝', ({ db, input }) => deleteActivity(db, input.ap_id)),
);
