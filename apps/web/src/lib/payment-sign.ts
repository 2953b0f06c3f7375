import type { PaymentSign } from '@garden/contract';

export type { PaymentSign };
