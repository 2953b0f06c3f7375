import { REQUEST_FAILED } from '@garden/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-error';
import { keepOperatorKey } from './session';

/** The guard's answer to a key that is missing, unknown or whose session ended (操作员令牌无效). */
const KEY_REFUSED = 401;

/**
 * The one place a failed call speaks to the operator: the server's Chinese message in a notification; a refused
 * key also forgets it, so the signed-in pages give way to the sign-in page (routes/_shell.tsx).
 */
export function reportError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : REQUEST_FAILED;
  notifications.show({ color: 'red', message, autoClose: 5000 });
  if (error instanceof ApiError && error.code === KEY_REFUSED) keepOperatorKey('');
}

/** Confirms a write with the server's message (its envelope's `msg`). */
export function reportDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}
