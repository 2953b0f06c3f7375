import { NICK_INVALID, SEX_REQUIRED } from '../messages/messages';
import { countCharacters } from './count-characters';
import { validateImageFile, type ImageFileInfo } from './validate-image-file';

/**
 * Checks the profile form: sex chosen (1 male, 2 female) and, when a new avatar is picked, an accepted image
 * under 1 MB (shopping §5 "Profile", §3 "User info").
 */
export function validateProfile(form: { readonly sex: number | null; readonly avatar?: ImageFileInfo | null }): string | null {
  if (form.sex !== 1 && form.sex !== 2) return SEX_REQUIRED;
  return form.avatar ? validateImageFile(form.avatar) : null;
}

/** The longest nickname, in characters (shopping §5 "Profile"). */
export const NICK_MAX = 20;

/** A nickname: 1 to 20 characters once trimmed; the message, or null when it is fine. */
export function validateNick(nick: string): string | null {
  const length = countCharacters(nick.trim());
  return length === 0 || length > NICK_MAX ? NICK_INVALID : null;
}
