import { DEPOSIT_BALANCE_MISSED, DEPOSIT_NOT_IN_ACTIVITY, depositBalanceBeforeMessage, depositBalanceOpenMessage } from '../messages/messages';
import { formatChinaTime } from './format-china-time';

/** A deposit order's balance window, in unix seconds as the API stores `pay_beg_time` and `pay_end_time`. */
export interface BalanceWindowTimes {
  readonly payBegTime: number;
  readonly payEndTime: number;
}

/** Where `now` stands against the balance window, with the text to show. */
export interface BalanceWindow {
  /** not-in-activity: the start is in 1970; before / open / over: against the window, ends inclusive. */
  readonly phase: 'not-in-activity' | 'before' | 'open' | 'over';
  /** Whether the balance can be paid now (phase open). */
  readonly payable: boolean;
  /** The overtime flag of shopping §4: set once past the end. */
  readonly overtime: boolean;
  /** The Chinese text for the phase (message catalogue). */
  readonly message: string;
}

/**
 * Places `now` against a deposit order's balance window (`pay_beg_time` to `pay_end_time`, unix
 * seconds, both ends inclusive): a start in the epoch year 1970 means the goods left the deposit
 * activity; otherwise before, open or over, each with its text — before and over are the reminder
 * dialog's texts (shopping §4 "Deposit orders").
 */
export function checkBalanceWindow(times: BalanceWindowTimes, now: Date): BalanceWindow {
  const from = new Date(times.payBegTime * 1000);
  const to = new Date(times.payEndTime * 1000);
  if (from.getUTCFullYear() <= 1970) {
    return { phase: 'not-in-activity', payable: false, overtime: false, message: DEPOSIT_NOT_IN_ACTIVITY };
  }
  const range = [formatChinaTime(from), formatChinaTime(to)] as const;
  if (now.getTime() < from.getTime()) {
    return { phase: 'before', payable: false, overtime: false, message: depositBalanceBeforeMessage(...range) };
  }
  if (now.getTime() > to.getTime()) {
    return { phase: 'over', payable: false, overtime: true, message: DEPOSIT_BALANCE_MISSED };
  }
  return { phase: 'open', payable: true, overtime: false, message: depositBalanceOpenMessage(...range) };
}
