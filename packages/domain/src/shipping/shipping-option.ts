import type { MoneyInput } from '../money/money';

/** A shipping method an order can choose (shopping §3 checkout `shipping_list`). */
export interface ShippingOption {
  /** `shipping_id`. */
  readonly id: number;
  /** `shipping_name`. */
  readonly name: string;
  /** `shipping_fee` in yuan. */
  readonly fee: MoneyInput;
}
