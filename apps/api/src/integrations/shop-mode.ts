// Which services the shop talks to: its own sandboxes (the demo) or the real ones (README "Running in
// production"). Kept apart from providers.ts so a sandbox start never loads the real gateways' SDKs.

export type ShopMode = 'sandbox' | 'production';

/** Production when GARDEN_MODE or NODE_ENV says so; the sandbox otherwise. */
export function readShopMode(env: NodeJS.ProcessEnv): ShopMode {
  return env.GARDEN_MODE === 'production' || env.NODE_ENV === 'production' ? 'production' : 'sandbox';
}
