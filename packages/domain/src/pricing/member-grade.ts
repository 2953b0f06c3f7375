/** A member grade `u_grade`, 0 to 9 (shopping §3 "Member card", storefront §9). */
export type MemberGrade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * The Chinese display name of each member grade, indexed by `u_grade` (storefront §9: bronze, silver,
 * gold, platinum, diamond, VIP A, park card, VIP B, supreme A, supreme B). The metal grades carry
 * 会员 as Chinese shops write them; the card grades keep the card's own name (公园卡, VIP A卡).
 */
export const MEMBER_GRADE_NAMES = [
  '铜卡会员',
  '银卡会员',
  '金卡会员',
  '白金卡会员',
  '钻石卡会员',
  'VIP A卡',
  '公园卡',
  'VIP B卡',
  '至尊A卡',
  '至尊B卡',
] as const satisfies readonly string[];

/** Whether a value is a member grade 0–9 (payloads carry `u_grade` as a number). */
export function isMemberGrade(value: unknown): value is MemberGrade {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;
}

/** The display name of a member grade (storefront §9), e.g. 2 → 金卡会员. */
export function gradeName(grade: MemberGrade): string {
  return MEMBER_GRADE_NAMES[grade];
}
