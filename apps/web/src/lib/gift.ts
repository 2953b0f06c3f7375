import type { CartGift as Gift } from '@garden/contract';

/** A gift a buy-N-get-a-gift promotion gives (shopping §3 `present`): free and not an order line. */
export type { Gift };
