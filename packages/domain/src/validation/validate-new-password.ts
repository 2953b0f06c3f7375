import { PASSWORDS_DIFFER, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../messages/messages';
import { PASSWORD_LENGTH } from '../constants/shop-constants';
import { countCharacters } from './count-characters';

/**
 * Checks a password being set (register, reset, change): 6 to 20 characters and, when a confirmation is
 * given, equal to it; the first failing message or null (storefront §5, shopping §5 "Password change requires
 * the confirmation field").
 */
export function validateNewPassword(password: string, confirmation?: string): string | null {
  const length = countCharacters(password);
  if (length < PASSWORD_LENGTH.min) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_LENGTH.max) return PASSWORD_TOO_LONG;
  if (confirmation !== undefined && confirmation !== password) return PASSWORDS_DIFFER;
  return null;
}
