import { Uploaded } from '@garden/contract';
import { IMAGE_REQUIRED, REVIEW_IMAGES_MAX, TOO_MANY_IMAGES } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { readInput } from '../../platform/validation';
import { checkImage, storeUploads } from './upload';

const uploadFields = z.object({
  prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,16}$/, 'prefix 应为1到16位小写字母、数字、下划线或短横线')
    .default('pc'),
  img: z
    .union([z.instanceof(File), z.array(z.unknown())], { error: IMAGE_REQUIRED })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.instanceof(File, { error: IMAGE_REQUIRED }))
        .min(1, IMAGE_REQUIRED)
        .max(REVIEW_IMAGES_MAX, TOO_MANY_IMAGES),
    ),
});

export const uploadRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/v1/upload',
    tags: ['上传'],
    summary: '上传图片（multipart：key、prefix、img 或 img[]）',
    description:
      '按文件头判断类型，仅 gif、jpeg、png；每张须小于 1048576 字节（1 兆）；返回可直接访问的 /uploads/… 地址。每个账号 10 分钟内最多 60 张或 30 兆、每天最多 300 张或 100 兆，超出 429 并说明需等待多久；一天后仍未被评价、售后或头像使用的图片会被删除。',
    // The body's limit (9 pictures of 1 MB and the form) is the app's, before the body is read (platform/hardening.ts).
    middleware: [requireUser] as const,
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                key: { type: 'string' },
                prefix: { type: 'string', default: 'pc' },
                img: { type: 'array', items: { type: 'string', format: 'binary' } },
              },
              required: ['img'],
            },
          },
        },
      },
    },
    responses: envelopeResponses(Uploaded),
  }),
  async (c) => {
    const input = await readInput(c, uploadFields);
    const images = await Promise.all(input.img.map(checkImage));
    // Store only once every file passed, so a refused upload leaves nothing behind.
    const { db, config, user, uploads } = c.var;
    const paths = await storeUploads(db, uploads, { userId: user.id, prefix: input.prefix, images, now: config.now() });
    return respond(c, { img_arr: paths }, '上传成功');
  },
);
