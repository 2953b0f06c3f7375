// Picture uploads (shopping §7 /v1/upload/img).
import { z } from '@hono/zod-openapi';

/** The stored pictures' addresses, in the order sent. */
export const Uploaded = z.object({ img_arr: z.array(z.string()) });
export type Uploaded = z.infer<typeof Uploaded>;
