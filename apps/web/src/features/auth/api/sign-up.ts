import { postEnvelope } from '../../../lib/api-client';
import type { SignedIn } from './signed-in';

/** POST /v1/auth/signup: register by mobile, password and SMS code; it also logs in (storefront §7). */
export function signUp(input: { mobile: string; password: string; sms_code: string }) {
  return postEnvelope<SignedIn>('/v1/auth/signup', input);
}
