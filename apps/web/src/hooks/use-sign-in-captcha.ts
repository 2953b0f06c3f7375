import { CAPTCHA_NEEDED_CODE } from '@garden/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../lib/api-error';
import { queryKeys } from '../lib/query-keys';

/**
 * The captcha of a password sign-in (README "Limits"): hidden until the server answers code 2005 (the account
 * had many wrong passwords lately, or the captcha was wrong), then sent with every try as `device_id` and
 * `captcha`. Each try uses the captcha up, so after one a new picture is drawn and the field emptied.
 */
export function useSignInCaptcha(deviceId: string) {
  const queryClient = useQueryClient();
  const [needed, setNeeded] = useState(false);
  const [captcha, setCaptcha] = useState('');
  return {
    needed,
    captcha,
    setCaptcha,
    /** What the password sign-in sends besides the account and password. */
    fields: needed ? { device_id: deviceId, captcha } : {},
    /** After a try, with its error if it failed. */
    settle(error: unknown) {
      if (needed) {
        setCaptcha('');
        void queryClient.refetchQueries({ queryKey: queryKeys.captcha(deviceId) });
      }
      if (error instanceof ApiError && error.code === CAPTCHA_NEEDED_CODE) setNeeded(true);
    },
  };
}
