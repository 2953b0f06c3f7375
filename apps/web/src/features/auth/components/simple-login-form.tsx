import { AuthInput } from '../../../components/auth-input';
import { CAPTCHA_REQUIRED, validateLogin } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { storeLogin } from '../../../lib/auth';
import { showToast } from '../../../lib/toast';
import { signIn } from '../api/sign-in';
import { CaptchaField } from '../../../components/captcha-field';
import { useSignInCaptcha } from '../../../hooks/use-sign-in-captcha';
import { createDeviceId } from '../../../lib/create-device-id';
import '../../../components/auth-form.css';
import { queryKeys } from '../../../lib/query-keys';

/** The simple phone-and-password page's form (storefront §2): password login only (and the captcha after code 2005), no dialog modes. */
export function SimpleLoginForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const deviceId = useMemo(() => createDeviceId(), []);
  const passwordCaptcha = useSignInCaptcha(deviceId);
  const submit = useMutation({
    mutationFn: () => signIn({ mobile: mobile.trim(), login_type: 1, password, ...passwordCaptcha.fields }),
    onSettled: (_data, error) => passwordCaptcha.settle(error),
    onSuccess: ({ data, msg }) => {
      storeLogin(data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      if (msg) showToast(msg);
      onDone();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateLogin(0, { account: mobile, password });
    if (refusal) showToast(refusal);
    else if (passwordCaptcha.needed && !passwordCaptcha.captcha.trim()) showToast(CAPTCHA_REQUIRED);
    else submit.mutate();
  };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="手机号密码登录">
      <h2 className="auth-form__title">手机号密码登录</h2>
      <AuthInput label="手机号" name="mobile" value={mobile} placeholder="请输入手机号" inputMode="tel" autoComplete="username" onValue={setMobile} />
      <AuthInput
        label="密码"
        name="password"
        type="password"
        value={password}
        placeholder="请输入密码（6-20位）"
        autoComplete="current-password"
        maxLength={20}
        onValue={setPassword}
      />
      {passwordCaptcha.needed && <CaptchaField deviceId={deviceId} value={passwordCaptcha.captcha} onChange={passwordCaptcha.setCaptcha} />}
      <button type="submit" className="auth-form__submit" disabled={submit.isPending}>
        登录
      </button>
    </form>
  );
}
