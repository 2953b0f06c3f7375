/** The stored amounts of an order that say what it still owes, in fen. */
export interface OrderDueFacts {
  readonly isDeposit: boolean;
  readonly depositStatus: number;
  readonly depositFen: number;
  readonly orderAmountFen: number;
  readonly moneyPaidFen: number;
}

/**
 * What an order owes now, in fen (shopping §4 "Deposit orders"): a deposit order awaiting its deposit
 * owes the deposit, any other order the rest of its amount; never less than 0.
 */
export function amountDueNow(order: OrderDueFacts): number {
  const awaitingDeposit = order.isDeposit && order.depositStatus === 0;
  return Math.max(0, (awaitingDeposit ? order.depositFen : order.orderAmountFen) - order.moneyPaidFen);
}
