// Favourites (storefront §7 /v1/collection/*, shopping §3 "Favourite").
import { z } from '@hono/zod-openapi';

export const Collected = z.object({ is_collected: z.literal(1) });
export type Collected = z.infer<typeof Collected>;

export const Uncollected = z.object({ is_collected: z.literal(0), removed: z.number().int() });
export type Uncollected = z.infer<typeof Uncollected>;

export const Favourite = z.object({
  shp_id: z.number().int(),
  thumbnail: z.string(),
  name: z.string(),
  market_price: z.string(),
  start_price: z.string(),
  category: z.number().int(),
});
export type Favourite = z.infer<typeof Favourite>;

/** GET /v1/collection/lists. */
export const FavouritePage = z.object({ list: z.array(Favourite), total: z.number().int() });
export type FavouritePage = z.infer<typeof FavouritePage>;
