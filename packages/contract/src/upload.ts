// Picture uploads (shopping §7 /v1/upload/img).
import { IMAGE_REQUIRED, REVIEW_IMAGES_MAX, TOO_MANY_IMAGES } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { filePart } from './fields';

/** POST /v1/upload (multipart): pictures under `img` or `img[]`, filed under `prefix`. */
export const UploadRequest = z.object({
  prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,16}$/, 'prefix 应为1到16位小写字母、数字、下划线或短横线')
    .default('pc'),
  img: z
    .union([filePart(), z.array(z.unknown())], { error: IMAGE_REQUIRED })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(filePart(IMAGE_REQUIRED)).min(1, IMAGE_REQUIRED).max(REVIEW_IMAGES_MAX, TOO_MANY_IMAGES))
    .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, description: '图片 img 或 img[]' }),
});

/** The stored pictures' addresses, in the order sent. */
export const Uploaded = z.object({ img_arr: z.array(z.string()) });
export type Uploaded = z.infer<typeof Uploaded>;
