import { AuthInput } from './auth-input';
import { useQuery } from '@tanstack/react-query';
import { captchaQueryOptions } from '../lib/captcha';

/**
 * The image captcha's input and picture (storefront §4, §7): the SMS send asks for it, and so does a password
 * sign-in once the account had many wrong passwords (code 2005). Clicking the picture draws a new one.
 */
export function CaptchaField({ deviceId, value, onChange }: { deviceId: string; value: string; onChange: (value: string) => void }) {
  const captchaImage = useQuery(captchaQueryOptions(deviceId));
  return (
    <div className="auth-form__row">
      <AuthInput label="图形验证码" name="captcha" value={value} placeholder="图形验证码" autoComplete="off" onValue={onChange} />
      <button
        type="button"
        className="auth-form__captcha"
        title="看不清？换一张"
        data-device-id={deviceId}
        onClick={() => void captchaImage.refetch()}
      >
        {captchaImage.data ? <img src={captchaImage.data.captcha} alt="图形验证码" width={120} height={40} /> : <span className="skeleton" />}
      </button>
    </div>
  );
}
