import { AuthInput } from '../../../components/auth-input';
import { CAPTCHA_REQUIRED, PASSWORD_REQUIRED, USERNAME_REQUIRED } from '@garden/domain';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { CaptchaField } from '../../../components/captcha-field';
import { useSignInCaptcha } from '../../../hooks/use-sign-in-captcha';
import { createDeviceId } from '../../../lib/create-device-id';
import { showToast } from '../../../lib/toast';
import { signInStaff } from '../api/parcel-calls';
import { parcelSessionAtom } from '../api/parcel-session';
import '../../../components/auth-form.css';
import './parcel.css';

/** /parcelLogin (shopping §2): the warehouse staff's own login, apart from shoppers', with the image captcha after code 2005. */
export function ParcelLoginPage({ onSignedIn }: { onSignedIn: (userName: string) => void }) {
  const setSession = useSetAtom(parcelSessionAtom);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const deviceId = useMemo(() => createDeviceId(), []);
  const passwordCaptcha = useSignInCaptcha(deviceId);
  const login = useMutation({
    mutationFn: () => signInStaff({ user_name: userName.trim(), password, ...passwordCaptcha.fields }),
    onSettled: (_data, error) => passwordCaptcha.settle(error),
    onSuccess: ({ data }) => {
      setSession(data);
      onSignedIn(data.user_name);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim()) showToast(USERNAME_REQUIRED);
    else if (!password) showToast(PASSWORD_REQUIRED);
    else if (passwordCaptcha.needed && !passwordCaptcha.captcha.trim()) showToast(CAPTCHA_REQUIRED);
    else login.mutate();
  };
  return (
    <section className="parcel-page" aria-label="包裹录入登录">
      <h1>退货包裹录入</h1>
      <p className="parcel-page__who">仓库人员登录</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthInput label="用户名" placeholder="请输入用户名" autoComplete="username" value={userName} onValue={setUserName} />
        <AuthInput label="密码" type="password" placeholder="请输入密码" autoComplete="current-password" value={password} onValue={setPassword} />
        {passwordCaptcha.needed && <CaptchaField deviceId={deviceId} value={passwordCaptcha.captcha} onChange={passwordCaptcha.setCaptcha} />}
        <button type="submit" className="auth-form__submit" disabled={login.isPending}>
          登录
        </button>
      </form>
    </section>
  );
}
