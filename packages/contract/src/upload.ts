// Picture uploads (shopping §7 /v1/upload/img).
import { IMAGE_REQUIRED, REVIEW_IMAGES_MAX, TOO_MANY_IMAGES } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { filePart, integer } from './fields';

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

/** POST /v1/operator/storage/migrate: one page of uploads, by name after `after`, copied to the bucket. */
export const StorageMigrateRequest = z.object({
  to: z.enum(['s3']).openapi({ description: '目标：s3（GARDEN_S3_* 配置的存储桶）' }),
  from: z.enum(['folder', 'database']).optional().openapi({ description: '来源；默认为服务器当前的 GARDEN_STORAGE' }),
  after: z.string().max(64).default('').openapi({ description: '从此文件名之后开始（上一页答复的 next）；空为从头' }),
  limit: integer({ min: 1, max: 500 }).default(100).openapi({ type: 'integer', description: '本页最多处理的文件数，默认 100' }),
});

/** What one page of the migration did: copied, found in the bucket already, failed (with why); `next` is '' at the end. */
export const StorageMigrated = z
  .object({
    from: z.enum(['folder', 'database']),
    copied: z.number().int(),
    already_there: z.number().int(),
    failed: z.array(z.object({ name: z.string(), reason: z.string() })),
    next: z.string().openapi({ description: '下一页的 after；空表示已处理完' }),
  })
  .openapi('StorageMigrated');
export type StorageMigrated = z.infer<typeof StorageMigrated>;
