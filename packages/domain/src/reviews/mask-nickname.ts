/**
 * The reviewer name shown under a review: longer than 6 characters shows the first 3, `**` and the last 3;
 * empty (or missing) shows `***`; otherwise it shows as is. Characters are code points, so an emoji is never
 * split (storefront §9 "Review nickname masked").
 */
export function maskNickname(nick: string | null | undefined): string {
  const characters = [...(nick ?? '')];
  if (characters.length === 0) return '***';
  if (characters.length <= 6) return characters.join('');
  return `${characters.slice(0, 3).join('')}**${characters.slice(-3).join('')}`;
}
