import type { SignedIn } from '@garden/contract';

/** What login, register and bind answer: the login key plus the shopper's info (storefront §7). */
export type { SignedIn };
