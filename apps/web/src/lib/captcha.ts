import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/** POST /v2/sms/captcha: a fresh image captcha for this device (storefront §7); `captcha` is an image URL. */
function getCaptcha(deviceId: string) {
  return call(endpoints.drawCaptcha, { device_id: deviceId });
}

/** The device's current captcha; `refetch` draws a new one (each guess uses one up). */
export function captchaQueryOptions(deviceId: string) {
  return queryOptions({ queryKey: queryKeys.captcha(deviceId), queryFn: () => getCaptcha(deviceId), staleTime: Infinity, gcTime: 0 });
}
