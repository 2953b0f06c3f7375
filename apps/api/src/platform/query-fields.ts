// Query fields shared by the catalogue calls (storefront §7), as zod schemas with Chinese messages.
import { z } from '@hono/zod-openapi';
import { integer } from './validation';

/** The largest id a PostgreSQL `integer` column holds: larger ids are refused, not sent to the database. */
export const MAX_ID = 2_147_483_647;

/** `page`, 1 or more (default 1). */
export const pageParam = () => integer({ min: 1, max: 100_000 }).optional().default(1).openapi({ type: 'integer', description: '页码，从 1 开始' });

/** `limit`, 1 to `max` (default `size`). */
export const limitParam = (size: number, max = 100) =>
  integer({ min: 1, max })
    .optional()
    .default(size)
    .openapi({ type: 'integer', description: `每页条数，默认 ${size}` });

/** An optional integer query field. */
export const optionalInteger = (description: string, min = 0) => integer({ min, max: MAX_ID }).optional().openapi({ type: 'integer', description });

/** Ids separated by commas (or dashes): "12,15". Empty means none. */
export const idListParam = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,9}([,-]\d{1,9})*)?$/, '应为以逗号分隔的编号')
    .transform((value) => (value === '' ? [] : value.split(/[,-]/).map(Number)))
    .optional()
    .openapi({ type: 'string', description, example: '3,8' });

/** `city_id` and `city_name`, sent with every call when a default city is stored (storefront §7). */
export const cityParams = {
  city_id: integer({ min: 0, max: MAX_ID }).optional().openapi({ type: 'integer', description: '默认城市的地区编号（GB/T 2260）' }),
  city_name: z.string().max(50).optional().openapi({ description: '默认城市名称' }),
};
