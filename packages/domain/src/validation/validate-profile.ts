import { SEX_REQUIRED } from '../messages/messages';
import { validateImageFile, type ImageFileInfo } from './validate-image-file';

/**
 * Checks the profile form: sex chosen (1 male, 2 female) and, when a new avatar is picked, an accepted image
 * under 1 MB (shopping §5 "Profile", §3 "User info").
 */
export function validateProfile(form: { readonly sex: number | null; readonly avatar?: ImageFileInfo | null }): string | null {
  if (form.sex !== 1 && form.sex !== 2) return SEX_REQUIRED;
  return form.avatar ? validateImageFile(form.avatar) : null;
}
