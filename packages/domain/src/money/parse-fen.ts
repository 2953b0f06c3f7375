/**
 * The largest amount the shop keeps, in fen (21 474 836.47 yuan): every amount column is a PostgreSQL integer
 * of fen (README "Conventions": money leaves the database as integer fen).
 */
export const MAX_STORED_FEN = 2_147_483_647;

/**
 * The whole fen of yuan written as digits with at most two decimals ("30.5" → 3050, exactly, without
 * decimal.js), or null for any other text and for an amount past `maxFen` (by default what the shop can keep):
 * a payload amount is read once at the edge, and one too large to keep is refused like a malformed one
 * (shopping §5 "Withdrawal": 请输入正确的金额！).
 */
export function parseFen(text: string, maxFen: number = MAX_STORED_FEN): number | null {
  // Thirteen digits of yuan keep every fen count a safe integer.
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= maxFen ? fen : null;
}
