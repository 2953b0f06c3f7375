import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import type { PublicMedia } from './public-media';
import type { UploadStorage } from './upload-storage';
import { rejectInvalid } from './validation';

/** What every handler finds on the context (`c.var.db`, `c.var.config`, `c.var.uploads`), set once by `createApp`. */
export interface AppEnv {
  Variables: {
    db: Database;
    config: AppConfig;
    /** Where uploaded pictures are stored and read (`config.storage`). */
    uploads: UploadStorage;
    /** The CDN replies name uploads on (`GARDEN_S3_PUBLIC_URL` with `GARDEN_STORAGE=s3`); unset, the shop's own `/uploads/`. */
    media: PublicMedia | undefined;
  };
}

/**
 * A sub-app for one feature (`src/modules/<feature>/routes.ts`): an OpenAPIHono whose failed query,
 * path and header validations answer code 400 with a Chinese msg.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid });
}
