/** The length of the codes the shop sends by SMS (storefront §5). */
export const SMS_CODE_LENGTH = 6;

/** Whether a text is an SMS code as the shop sends them: exactly six digits. */
export function isSmsCode(text: string): boolean {
  return text.length === SMS_CODE_LENGTH && /^\d+$/.test(text);
}
