import { ACCOUNT_NAME_INVALID, ALIPAY_ACCOUNT_INVALID, AMOUNT_INVALID } from '../messages/messages';
import { parseFen } from '../money/parse-fen';
import { isMainlandMobile } from './is-mainland-mobile';

/** The withdrawal form (shopping §3 "Withdrawal request"). */
export interface WithdrawalForm {
  /** `zfb`: the Alipay account. */
  readonly account: string;
  /** `zfb_name`: the account holder's name. */
  readonly name: string;
  readonly amount: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a withdrawal: the Alipay account is an e-mail address or a mainland mobile, the name is given and,
 * when the holder's name is known, equal to it, and the amount is digits with at most two decimals, above zero and
 * no more than the shop can keep (shopping §5 "Withdrawal").
 */
export function validateWithdrawal(form: WithdrawalForm, holderName?: string): string | null {
  const account = form.account.trim();
  if (!EMAIL.test(account) && !isMainlandMobile(account)) return ALIPAY_ACCOUNT_INVALID;
  const name = form.name.trim();
  if (name === '' || (holderName !== undefined && name !== holderName.trim())) return ACCOUNT_NAME_INVALID;
  const fen = parseFen(form.amount);
  if (fen === null || fen === 0) return AMOUNT_INVALID;
  return null;
}
