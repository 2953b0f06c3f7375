import { fromFen } from '../money/from-fen';
import { type Money, ZERO_MONEY } from '../money/money';
import { roundFen } from '../money/round-fen';

/**
 * The average paid order (客单价, issue 32 "Dashboard"): the amount paid divided by the orders paid, in yuan rounded
 * half-up to the fen; 0 when nothing was paid, rather than a division by zero.
 */
export function averageOrder(paidFen: number, paidOrders: number): Money {
  if (paidOrders <= 0) return ZERO_MONEY;
  return roundFen(fromFen(paidFen).dividedBy(paidOrders));
}
