import { endpoints } from '@garden/contract/endpoints';
import type { LoginMode } from '@garden/domain';
import { callEnvelope } from '../../../lib/api-client';

/** POST /v2/sms/send: `type` is the dialog mode the code is for (1 login, 2 register, 3 reset, 4 bind). */
export function sendSmsCode(input: { mobile: string; type: Exclude<LoginMode, 0>; device_id: string; captcha: string }) {
  return callEnvelope(endpoints.sendSmsCode, input);
}
