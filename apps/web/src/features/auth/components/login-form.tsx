import { AuthInput } from '../../../components/auth-input';
import {
  ACCOUNT_DISABLED_CODE,
  BIND_MOBILE_FIRST,
  CAPTCHA_REQUIRED,
  FOLLOW_UP_DELAY_MS,
  MOBILE_BOUND,
  validateLogin,
  type LoginMode,
} from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { Envelope } from '@garden/contract';
import { ApiError } from '../../../lib/api-error';
import { storeLogin } from '../../../lib/auth';
import { showToast } from '../../../lib/toast';
import { bindMobile } from '../api/bind-mobile';
import { resetPassword } from '../api/reset-password';
import { signIn } from '../api/sign-in';
import type { SignedIn } from '../api/signed-in';
import { signUp } from '../api/sign-up';
import { CaptchaField } from '../../../components/captcha-field';
import { useSignInCaptcha } from '../../../hooks/use-sign-in-captcha';
import { createDeviceId } from '../../../lib/create-device-id';
import { SmsCodeField } from './sms-code-field';
import '../../../components/auth-form.css';
import { queryKeys } from '../../../lib/query-keys';

const TITLES: Record<LoginMode, string> = { 0: '密码登录', 1: '短信登录', 2: '手机号注册', 3: '找回密码', 4: '绑定手机号' };
const SUBMIT: Record<LoginMode, string> = { 0: '登录', 1: '登录', 2: '注册', 3: '重置密码', 4: '绑定' };

/**
 * The login/register form in its five modes (storefront §2, §4, §5): validation by the domain, the
 * captcha-guarded SMS code, the captcha a password login needs after many wrong passwords (code 2005), the
 * switch to bind mode 1.5 s after a login without a mobile.
 * `onDone` runs once the shopper is signed in (or bound): the dialog closes, the page goes home.
 */
export function LoginForm({ mode, onModeChange, onDone }: { mode: LoginMode; onModeChange: (mode: LoginMode) => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const deviceId = useMemo(() => createDeviceId(), []);
  const [account, setAccount] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const passwordCaptcha = useSignInCaptcha(deviceId);

  const signedIn = ({ data, msg }: Envelope<SignedIn>) => {
    storeLogin(data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
    if (data.mobile === '') {
      showToast(BIND_MOBILE_FIRST);
      setTimeout(() => onModeChange(4), FOLLOW_UP_DELAY_MS);
      return;
    }
    if (msg) showToast(msg);
    onDone();
  };

  const submit = useMutation({
    mutationFn: async () => {
      switch (mode) {
        case 0:
          return signedIn(await signIn({ mobile: account.trim(), login_type: 1, password, ...passwordCaptcha.fields }));
        case 1:
          return signedIn(await signIn({ mobile, login_type: 2, sms_code: smsCode }));
        case 2:
          return signedIn(await signUp({ mobile, password, sms_code: smsCode }));
        case 3: {
          const { msg } = await resetPassword({ mobile, sms_code: smsCode, password, repassword });
          if (msg) showToast(msg);
          setPassword('');
          return onModeChange(0);
        }
        case 4: {
          await bindMobile({ mobile, sms_code: smsCode });
          showToast(MOBILE_BOUND);
          // After binding the page reloads or goes to the index (storefront §4).
          setTimeout(onDone, FOLLOW_UP_DELAY_MS);
          return;
        }
      }
    },
    onSettled: (_data, error) => {
      if (mode === 0) passwordCaptcha.settle(error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateLogin(mode, { account, mobile, password, repassword, smsCode });
    if (refusal) {
      showToast(refusal);
      return;
    }
    if (mode === 0 && passwordCaptcha.needed && !passwordCaptcha.captcha.trim()) {
      showToast(CAPTCHA_REQUIRED);
      return;
    }
    submit.mutate();
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={TITLES[mode]}>
      {mode <= 1 ? (
        <div className="auth-form__tabs" role="tablist">
          {([0, 1] as const).map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={mode === tab} onClick={() => onModeChange(tab)}>
              {TITLES[tab]}
            </button>
          ))}
        </div>
      ) : (
        <h2 className="auth-form__title">{TITLES[mode]}</h2>
      )}
      {mode === 4 && <p className="auth-form__hint">{BIND_MOBILE_FIRST}</p>}

      {mode === 0 ? (
        <AuthInput label="用户名/手机号" name="account" value={account} placeholder="用户名/手机号" autoComplete="username" onValue={setAccount} />
      ) : (
        <AuthInput
          label="手机号"
          name="mobile"
          value={mobile}
          placeholder="请输入手机号"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          onValue={(value) => setMobile(value.trim())}
        />
      )}
      {mode !== 0 && <SmsCodeField mode={mode} mobile={mobile} deviceId={deviceId} code={smsCode} onCodeChange={setSmsCode} />}
      {(mode === 0 || mode === 2 || mode === 3) && (
        <AuthInput
          label="密码"
          name="password"
          type="password"
          value={password}
          placeholder={mode === 3 ? '请输入新密码（6-20位）' : '请输入密码（6-20位）'}
          autoComplete={mode === 0 ? 'current-password' : 'new-password'}
          maxLength={20}
          onValue={setPassword}
        />
      )}
      {mode === 0 && passwordCaptcha.needed && (
        <CaptchaField deviceId={deviceId} value={passwordCaptcha.captcha} onChange={passwordCaptcha.setCaptcha} />
      )}
      {mode === 3 && (
        <AuthInput
          label="确认密码"
          name="repassword"
          type="password"
          value={repassword}
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          maxLength={20}
          onValue={setRepassword}
        />
      )}

      {/* A disabled account (code 2006): said in the dialog itself, beside the toast, since trying again cannot help. */}
      {mode <= 1 && submit.error instanceof ApiError && submit.error.code === ACCOUNT_DISABLED_CODE && (
        <p className="auth-form__alert" role="alert">
          {submit.error.message}
        </p>
      )}
      <button type="submit" className="auth-form__submit" disabled={submit.isPending}>
        {SUBMIT[mode]}
      </button>

      <div className="auth-form__links">
        {mode === 0 && (
          <button type="button" onClick={() => onModeChange(3)}>
            忘记密码？
          </button>
        )}
        {mode !== 2 && mode !== 4 && (
          <button type="button" onClick={() => onModeChange(2)}>
            免费注册
          </button>
        )}
        {mode >= 2 && mode !== 4 && (
          <button type="button" onClick={() => onModeChange(0)}>
            已有账号，去登录
          </button>
        )}
      </div>
    </form>
  );
}
