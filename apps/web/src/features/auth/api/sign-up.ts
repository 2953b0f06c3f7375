import { endpoints } from '@garden/contract/endpoints';
import { callEnvelope } from '../../../lib/api-client';

/** POST /v1/auth/signup: register by mobile, password and SMS code; it also logs in (storefront §7). */
export function signUp(input: { mobile: string; password: string; sms_code: string }) {
  return callEnvelope(endpoints.signUp, input);
}
