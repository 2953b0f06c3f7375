import { SUGGESTION_REQUIRED } from '../messages/messages';

/** A catalogue suggestion must not be blank, else `请输入建议` (shopping §5 "Catalogue"). */
export function validateSuggestion(text: string): string | null {
  return text.trim() === '' ? SUGGESTION_REQUIRED : null;
}
