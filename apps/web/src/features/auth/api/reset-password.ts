import { postEnvelope } from '../../../lib/api-client';

/** POST /v1/auth/forget: set a new password with an SMS code (storefront §7). */
export function resetPassword(input: { mobile: string; sms_code: string; key: string; password: string; repassword: string }) {
  return postEnvelope<null>('/v1/auth/forget', input);
}
