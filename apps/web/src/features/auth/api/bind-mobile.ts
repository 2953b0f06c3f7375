import { endpoints } from '@garden/contract/endpoints';
import { call } from '../../../lib/api-client';

/** POST /v1/user/binding: attach a mobile to the signed-in account (storefront §7); the login key travels in the header. */
export function bindMobile(input: { mobile: string; sms_code: string }) {
  return call(endpoints.bindMobile, input);
}
