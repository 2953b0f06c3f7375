import { endpoints } from '@garden/contract/endpoints';
import { callEnvelope } from '../../../lib/api-client';

/** POST /v1/auth/forget: set a new password with an SMS code (storefront §7); the page shows the reply's `msg`. */
export function resetPassword(input: { mobile: string; sms_code: string; password: string; repassword: string }) {
  return callEnvelope(endpoints.resetPassword, input);
}
