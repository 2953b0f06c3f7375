/**
 * Whether a text is a mainland mobile number: 11 digits, 1 then 3–9 then nine digits, `^1[3-9]\d{9}$`
 * (storefront §5 "Login", shopping §5 "Address save"; the 3–9 reading is taken over 3/4/5/7/8).
 */
export function isMainlandMobile(text: string): boolean {
  return /^1[3-9]\d{9}$/.test(text);
}
