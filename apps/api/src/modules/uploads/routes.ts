import { UPLOADED } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { checkImage, storeUploads } from './upload';

export const uploadRoutes = endpointRouter(
  endpoint('uploadImages', {
    tags: ['上传'],
    summary: '上传图片（multipart：key、prefix、img 或 img[]）',
    description:
      '按文件头判断类型，仅 gif、jpeg、png；每张须小于 1048576 字节（1 兆）；返回可直接访问的 /uploads/… 地址。每个账号 10 分钟内最多 60 张或 30 兆、每天最多 300 张或 100 兆，超出 429 并说明需等待多久；一天后仍未被评价、售后或头像使用的图片会被删除。',
    // The body's limit (9 pictures of 1 MB and the form) is the app's, before the body is read (platform/hardening.ts).
    middleware: [requireUser] as const,
    async handle({ db, user, uploads, input, now }) {
      const images = await Promise.all(input.img.map(checkImage));
      // Store only once every file passed, so a refused upload leaves nothing behind.
      const paths = await storeUploads(db, uploads, { userId: user.id, prefix: input.prefix, images, now });
      return withMessage({ img_arr: paths }, UPLOADED);
    },
  }),
);
