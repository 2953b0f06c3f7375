import { postEnvelope } from '../../../lib/api-client';

/** POST /v1/user/binding: attach a mobile to the signed-in account (storefront §7). */
export function bindMobile(input: { mobile: string; sms_code: string; key: string }) {
  return postEnvelope<unknown>('/v1/user/binding', input);
}
