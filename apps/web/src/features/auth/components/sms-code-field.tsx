import { AuthInput } from '../../../components/auth-input';
import { isMainlandMobile, MOBILE_INVALID, type LoginMode } from '@garden/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { captchaQueryOptions } from '../../../lib/captcha';
import { sendSmsCode } from '../api/send-sms-code';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { CaptchaField } from '../../../components/captcha-field';

/**
 * The image captcha and the SMS code input with its send button (storefront §4, §7): a send needs a
 * valid mobile and the captcha; every send uses the captcha up, so a new one is drawn.
 */
export function SmsCodeField({
  mode,
  mobile,
  deviceId,
  code,
  onCodeChange,
}: {
  mode: Exclude<LoginMode, 0>;
  mobile: string;
  deviceId: string;
  code: string;
  onCodeChange: (code: string) => void;
}) {
  const [captcha, setCaptcha] = useState('');
  const captchaImage = useQuery(captchaQueryOptions(deviceId));
  const countdown = useSmsCountdown();
  const send = useMutation({
    mutationFn: () => sendSmsCode({ mobile, type: mode, device_id: deviceId, captcha }),
    onSuccess: ({ msg }) => {
      if (msg) showToast(msg);
      countdown.start();
    },
    onSettled: () => {
      setCaptcha('');
      void captchaImage.refetch();
    },
  });
  const requestCode = () => {
    if (!isMainlandMobile(mobile)) {
      showToast(MOBILE_INVALID);
      return;
    }
    send.mutate();
  };

  return (
    <>
      <CaptchaField deviceId={deviceId} value={captcha} onChange={setCaptcha} />
      <div className="auth-form__row">
        <AuthInput
          label="短信验证码"
          name="sms_code"
          value={code}
          placeholder="短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          onValue={(value) => onCodeChange(value.trim())}
        />
        <button type="button" className="auth-form__sms" disabled={countdown.counting || send.isPending} onClick={requestCode}>
          {countdown.label}
        </button>
      </div>
    </>
  );
}
