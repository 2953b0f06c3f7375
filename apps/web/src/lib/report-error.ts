import { FAILED, FOLLOW_UP_DELAY_MS, NOT_LOGGED_IN_CODE, REQUEST_FAILED, SESSION_EXPIRED_CODE } from '@garden/domain';
import { ApiError } from './api-error';
import { openLoginDialog } from './login-dialog';
import { forgetLogin } from './auth';
import { showToast } from './toast';

/** What a query or mutation says when the call fails without an answer (no network, no envelope). */
export type FailureMeta = { networkFailureText?: string };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** The address book's calls say 失败 when they fail without an answer (shopping §8). */
export const ADDRESS_CALL: FailureMeta = { networkFailureText: FAILED };

// Not logged in and session expired (storefront §8).
const LOGIN_REQUIRED_CODES: readonly number[] = [NOT_LOGGED_IN_CODE, SESSION_EXPIRED_CODE];

/**
 * The one place a failed call speaks to the shopper (storefront §8): its message in the centred
 * toast, and for 2001/2004 (not logged in, session expired) the login dialog 1.5 s later.
 */
export function reportError(error: unknown, meta?: FailureMeta): void {
  if (!(error instanceof ApiError)) {
    showToast(meta?.networkFailureText ?? REQUEST_FAILED);
    return;
  }
  showToast(error.msg);
  if (LOGIN_REQUIRED_CODES.includes(error.code)) {
    forgetLogin();
    setTimeout(() => openLoginDialog(0), FOLLOW_UP_DELAY_MS);
  }
}
