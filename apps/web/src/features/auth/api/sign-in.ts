import { endpoints } from '@garden/contract/endpoints';
import { callEnvelope } from '../../../lib/api-client';

/**
 * POST /v1/auth/signin: login_type 1 with a password, 2 with an SMS code (storefront §7). A password sign-in
 * answered code 2005 is sent again with the image captcha (`device_id`, `captcha`; README "Limits").
 */
export function signIn(
  input: { mobile: string } & ({ login_type: 1; password: string; device_id?: string; captcha?: string } | { login_type: 2; sms_code: string }),
) {
  return callEnvelope(endpoints.signIn, input);
}
