import { validateLogin } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { storeLogin } from '../../../lib/auth';
import { showToast } from '../../../lib/toast';
import { signIn } from '../api/sign-in';
import '../../../components/auth-form.css';
import { queryKeys } from '../../../lib/query-keys';

/** The simple phone-and-password page's form (storefront §2): password login only, no dialog modes. */
export function SimpleLoginForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const submit = useMutation({
    mutationFn: () => signIn({ mobile: mobile.trim(), login_type: 1, password }),
    onSuccess: ({ data, msg }) => {
      const { key, ...info } = data;
      storeLogin(key, info);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      if (msg) showToast(msg);
      onDone();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateLogin(0, { account: mobile, password });
    if (refusal) showToast(refusal);
    else submit.mutate();
  };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="手机号密码登录">
      <h2 className="auth-form__title">手机号密码登录</h2>
      <input
        className="auth-form__input"
        name="mobile"
        value={mobile}
        placeholder="请输入手机号"
        inputMode="tel"
        autoComplete="username"
        aria-label="手机号"
        onChange={(event) => setMobile(event.target.value)}
      />
      <input
        className="auth-form__input"
        name="password"
        type="password"
        value={password}
        placeholder="请输入密码（6-20位）"
        autoComplete="current-password"
        maxLength={20}
        aria-label="密码"
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="auth-form__submit" disabled={submit.isPending}>
        登录
      </button>
    </form>
  );
}
