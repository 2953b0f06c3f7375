// The storefront content's operator calls (issue 31): the home page's carousel slides and themes and the activity pages, for the roles
// with the `content` permission (运营, 店长; modules/operators/permissions.ts), each write in the audit trail.
import { SAVED } from '@garden/domain';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { deleteActivity, listActivities, saveActivity } from './activities';
import { deleteCarouselSlide, deleteTheme, listHomeContent, saveCarouselSlide, saveTheme } from './home-content';

export const storefrontContentOperatorRoutes = endpointRouter(
  endpoint('homeContent', {
    ...operatorCall,
    summary: '首页内容：轮播图与专题（含商品），按首页的顺序',
    handle: ({ db }) => listHomeContent(db),
  }),
  endpoint('saveCarouselSlide', {
    ...operatorCall,
    summary: '保存轮播图：不给 carousel_id 则新增；图片须为上传接口答复的地址；链接按首页的链接规则检查',
    handle: async ({ db, input }) => withMessage(await saveCarouselSlide(db, input), SAVED),
  }),
  endpoint('deleteCarouselSlide', {
    ...operatorCall,
    summary: '删除轮播图',
    handle: ({ db, input }) => deleteCarouselSlide(db, input.carousel_id),
  }),
  endpoint('saveTheme', {
    ...operatorCall,
    summary: '保存专题：不给 theme_id 则新增；商品按给出的顺序（前两个大图）',
    handle: async ({ db, input }) => withMessage(await saveTheme(db, input), SAVED),
  }),
  endpoint('deleteTheme', {
    ...operatorCall,
    summary: '删除专题',
    handle: ({ db, input }) => deleteTheme(db, input.theme_id),
  }),
  endpoint('listActivities', {
    ...operatorCall,
    summary: '活动页：全部，新的在前，含版块与商品',
    handle: ({ db }) => listActivities(db),
  }),
  endpoint('saveActivity', {
    ...operatorCall,
    summary: '保存活动页：不给 ap_id 则新增；版块按给出的顺序整体替换；横幅须为上传接口答复的地址或空',
    handle: async ({ db, input }) => withMessage(await saveActivity(db, input), SAVED),
  }),
  endpoint('deleteActivity', {
    ...operatorCall,
    summary: '删除活动页：仍有轮播图或专题链接到它时拒绝',
    handle: ({ db, input }) => deleteActivity(db, input.ap_id),
  }),
);
