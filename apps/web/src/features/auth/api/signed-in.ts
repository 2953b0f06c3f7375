import type { LoginInfo } from '../../../lib/storage';

/** What login, register and bind answer: the login key plus the shopper's info (storefront §7). */
export interface SignedIn extends LoginInfo {
  key: string;
}
