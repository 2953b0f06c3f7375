/**
 * How much of each payment paid one order, in fen (shopping §5 "refunds go back the way they came"): a
 * child of a split order may have been paid through its father's payments, so it takes from them, in
 * the order they were paid, at most what it was charged outside the balance.
 */
export function paymentShares(paymentsFen: readonly number[], paidOutsideBalanceFen: number): number[] {
  let left = Math.max(0, paidOutsideBalanceFen);
  return paymentsFen.map((fen) => {
    const share = Math.min(Math.max(0, fen), left);
    left -= share;
    return share;
  });
}
