import type { UserInfo } from '@garden/contract';
import {
  NICK_MAX,
  isMainlandMobile,
  MOBILE_CHANGED,
  MOBILE_INVALID,
  PASSWORD_CHANGED,
  SAVED,
  SMS_CODE_INVALID,
  isSmsCode,
  validateNewPassword,
  validateNick,
  validateProfile,
} from '@garden/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ImageFileInput } from '../../../components/image-file-input';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useChangeMobile, useChangePassword, useEditProfile } from '../api/account-calls';
import { FormError } from './form-error';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

const SEXES = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.msg : '保存失败，请稍后再试');

/** Nickname, sex and avatar (shopping §2 userCenter, §5 "Profile"): the domain's rules before sending. */
function ProfileForm({ info }: { info: UserInfo }) {
  const edit = useEditProfile();
  const [nick, setNick] = useState(info.nick);
  const [sex, setSex] = useState<number | null>(info.sex === 1 || info.sex === 2 ? info.sex : null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateNick(nick) ?? validateProfile({ sex, avatar: avatar && { name: avatar.name, type: avatar.type, size: avatar.size } });
    setError(refusal ?? '');
    if (refusal || sex === null) return;
    edit.mutate(
      { nick: nick.trim(), sex, avatar: avatar ?? undefined },
      { onSuccess: () => showToast(SAVED), onError: (failure) => setError(messageOf(failure)) },
    );
  };

  return (
    <form className="account-panel account-form" onSubmit={submit} noValidate aria-label="个人资料">
      <span>头像</span>
      <span>
        {info.avatar ? <img className="avatar-preview" src={info.avatar} alt="头像" width={72} height={72} /> : null}{' '}
        <ImageFileInput className="account-file" label="选择头像" onChoose={([file]) => setAvatar(file ?? null)} onRefuse={setError}>
          {avatar ? `已选：${avatar.name}` : info.avatar ? '更换头像' : '选择图片'}
        </ImageFileInput>
      </span>
      <label htmlFor="profile-nick">昵称</label>
      <input id="profile-nick" value={nick} maxLength={NICK_MAX} onChange={(event) => setNick(event.target.value)} />
      <span>性别</span>
      <span role="radiogroup" aria-label="性别">
        {SEXES.map((option) => (
          <label key={option.value} className="check-toggle">
            <input type="radio" name="sex" checked={sex === option.value} onChange={() => setSex(option.value)} />
            {option.label}
          </label>
        ))}
      </span>
      <FormError text={error} />
      <div className="account-form__actions">
        <button type="submit" disabled={edit.isPending}>
          保存资料
        </button>
      </div>
    </form>
  );
}

/** Changing the password with the current one (shopping §5: 6–20, typed twice); other sessions end. */
function PasswordForm() {
  const change = useChangePassword();
  const [fields, setFields] = useState({ old_password: '', password: '', repassword: '' });
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateNewPassword(fields.password, fields.repassword);
    setError(refusal ?? '');
    if (refusal) return;
    change.mutate(fields, {
      onSuccess: () => {
        setFields({ old_password: '', password: '', repassword: '' });
        showToast(PASSWORD_CHANGED);
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };
  const field = (name: keyof typeof fields) => ({
    type: 'password',
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  return (
    <form className="account-panel account-form" onSubmit={submit} noValidate aria-label="修改密码">
      <label htmlFor="password-old">原密码</label>
      <input id="password-old" {...field('old_password')} />
      <label htmlFor="password-new">新密码</label>
      <input id="password-new" placeholder="6-20位" {...field('password')} />
      <label htmlFor="password-again">确认新密码</label>
      <input id="password-again" {...field('repassword')} />
      <FormError text={error} />
      <div className="account-form__actions">
        <button type="submit" disabled={change.isPending}>
          修改密码
        </button>
      </div>
    </form>
  );
}

/** The SMS code input the page brings (the login dialog's, with its captcha): for `mobile`, into `code`. */
type SmsField = (props: { mobile: string; code: string; onCodeChange: (code: string) => void }) => ReactNode;

/** Changing the mobile (shopping §5: a code sent to the new number). */
function MobileForm({ smsField }: { smsField: SmsField }) {
  const change = useChangeMobile();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = !isMainlandMobile(mobile) ? MOBILE_INVALID : !isSmsCode(code) ? SMS_CODE_INVALID : null;
    setError(refusal ?? '');
    if (refusal) return;
    change.mutate(
      { mobile, sms_code: code },
      {
        onSuccess: () => {
          setMobile('');
          setCode('');
          showToast(MOBILE_CHANGED);
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return (
    <form className="account-panel account-form auth-form" onSubmit={submit} noValidate aria-label="更换手机号">
      <label htmlFor="mobile-new">新手机号</label>
      <input id="mobile-new" inputMode="numeric" value={mobile} onChange={(event) => setMobile(event.target.value.trim())} />
      <span>验证码</span>
      <div>{smsField({ mobile, code, onCodeChange: setCode })}</div>
      <FormError text={error} />
      <div className="account-form__actions">
        <button type="submit" disabled={change.isPending}>
          更换手机号
        </button>
      </div>
    </form>
  );
}

/** The account centre (shopping §2 userCenter): who the shopper is, the profile form, the password and the mobile. */
export function ProfilePage({ info, smsField }: { info: UserInfo; smsField: SmsField }) {
  return (
    <TitledSection className="account-page" title="个人信息">
      <div className="account-panel">
        <p className="account-facts">
          <span>手机号：{info.mobile || '未绑定'}</span>
          <span>会员等级：{info.grade_name || '普通会员'}</span>
          <span>
            余额：<span className="account-money">¥{info.user_money}</span>
          </span>
        </p>
      </div>
      <ProfileForm key={`${info.nick}-${info.sex}-${info.avatar}`} info={info} />
      <PasswordForm />
      <MobileForm smsField={smsField} />
    </TitledSection>
  );
}
