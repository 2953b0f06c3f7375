import { REQUEST_FAILED } from '@garden/domain';
import { ApiError } from './api-error';
import { openLoginDialog } from './login-dialog';
import { forgetLogin } from './auth';
import { showToast } from './toast';

// TODO(domain): take these from @garden/domain once its section-9 constants land.
const LOGIN_REQUIRED_CODES: readonly number[] = [2001, 2004];
const LOGIN_FOLLOW_UP_MS = 1500;

/**
 * The one place a failed call speaks to the shopper (storefront §8): its message in the centred
 * toast, and for 2001/2004 (not logged in, session expired) the login dialog 1.5 s later.
 */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    showToast(REQUEST_FAILED);
    return;
  }
  showToast(error.msg);
  if (LOGIN_REQUIRED_CODES.includes(error.code)) {
    forgetLogin();
    setTimeout(() => openLoginDialog(0), LOGIN_FOLLOW_UP_MS);
  }
}
