import { postEnvelope } from '../../../lib/api-client';
import type { SignedIn } from './signed-in';

/** POST /v1/auth/signin: login_type 1 with a password, 2 with an SMS code (storefront §7). */
export function signIn(input: { mobile: string } & ({ login_type: 1; password: string } | { login_type: 2; sms_code: string })) {
  return postEnvelope<SignedIn>('/v1/auth/signin', input);
}
