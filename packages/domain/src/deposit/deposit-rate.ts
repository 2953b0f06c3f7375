/** The share of a deposit order paid first: 20 percent (shopping §4 "Deposit orders", §9). */
export const DEPOSIT_RATE = '0.2';
