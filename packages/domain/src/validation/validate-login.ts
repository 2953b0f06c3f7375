import { MOBILE_INVALID, PASSWORD_TOO_SHORT, SMS_CODE_INVALID, USERNAME_REQUIRED } from '../messages/messages';
import { PASSWORD_LENGTH } from '../constants/shop-constants';
import { countCharacters } from './count-characters';
import { isSmsCode } from '../sms/is-sms-code';
import { isMainlandMobile } from './is-mainland-mobile';
import { validateNewPassword } from './validate-new-password';

/** Login dialog modes: 0 password login, 1 SMS login, 2 register, 3 reset password, 4 bind mobile (storefront §4). */
export type LoginMode = 0 | 1 | 2 | 3 | 4;

/** The login dialog's fields; a mode reads only the ones it shows. */
export interface LoginForm {
  /** Mode 0: user name or mobile. */
  readonly account?: string;
  readonly mobile?: string;
  readonly password?: string;
  /** Mode 3: the repeated password. */
  readonly repassword?: string;
  readonly smsCode?: string;
}

/**
 * Checks the login dialog for its mode and returns the first failing message or null (storefront §5 "Login",
 * shopping §5 "Login"): mode 0 needs an account (`请输入用户名!`) and a password of at least 6; every other mode
 * needs a mainland mobile and a six-digit SMS code; register and reset set a 6–20 password, reset twice alike.
 * Logging in does not apply the 20 maximum, so an older longer password still works.
 */
export function validateLogin(mode: LoginMode, form: LoginForm): string | null {
  const { account = '', mobile = '', password = '', repassword = '', smsCode = '' } = form;
  if (mode === 0) {
    if (account.trim() === '') return USERNAME_REQUIRED;
    return countCharacters(password) < PASSWORD_LENGTH.min ? PASSWORD_TOO_SHORT : null;
  }
  if (!isMainlandMobile(mobile)) return MOBILE_INVALID;
  if (!isSmsCode(smsCode)) return SMS_CODE_INVALID;
  if (mode === 2) return validateNewPassword(password);
  if (mode === 3) return validateNewPassword(password, repassword);
  return null;
}
