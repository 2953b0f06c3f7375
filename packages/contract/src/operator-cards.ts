// The back office's member cards (issue 32 "Money"): a shopper's cards, issuing one of the shop's kinds, topping one
// up with a ledger row naming the operator and the reason, and a card's ledger (the orders it paid, its top-ups).
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { pageOf, Yuan } from './common';
import { integer, limitParam, MAX_ID, pageParam, textField } from './fields';

const id = (description: string) => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description });

/** A shopper's member card as the staff read it. */
export const OperatorMemberCard = z.object({
  card_id: z.number().int(),
  user_id: z.number().int(),
  f_card_number: z.number().int().openapi({ description: '卡号 FCardNumber（2 为黑五卡）' }),
  ftype: z.number().int(),
  f_name: z.string(),
  discount: z.string().openapi({ description: '折扣率 fDisCount，如 0.95（1 为不打折）' }),
  balance: Yuan.openapi({ description: '卡内余额 FAmtIn（元）' }),
  state: z.enum(domain.MEMBER_CARD_STATES).openapi({ description: 'usable 可用，empty 余额为零（文字见 domain MEMBER_CARD_STATE_LABELS）' }),
  created_at: z.number().int().openapi({ description: '发卡时间（Unix 秒）' }),
});
export type OperatorMemberCard = z.infer<typeof OperatorMemberCard>;

/** GET /v1/operator/cards. */
export const ShopperCardsRequest = z.object({ user_id: id('用户编号') });

export const ShopperCards = z.object({
  user_id: z.number().int(),
  mobile: z.string(),
  list: z.array(OperatorMemberCard).openapi({ description: '按卡号排列' }),
});
export type ShopperCards = z.infer<typeof ShopperCards>;

/** POST /v1/operator/cards/issue: one card of a kind the shop issues (domain MEMBER_CARD_KINDS), with nothing on it. */
export const CardIssueRequest = z.object({
  user_id: id('用户编号'),
  f_card_number: integer({ min: 0 })
    .refine((number) => domain.memberCardKindOf(number) !== undefined, { error: domain.CARD_KIND_INVALID })
    .openapi({
      type: 'integer',
      description: `会员卡种类（卡号）：${domain.MEMBER_CARD_KINDS.map((kind) => `${kind.fCardNumber} ${kind.fName}`).join('，')}`,
    }),
});

/** POST /v1/operator/cards/top-up: the amount in yuan text, read once as whole fen. */
export const CardTopUpRequest = z.object({
  user_id: id('用户编号：卡须是此用户的'),
  card_id: id('会员卡编号 card_id'),
  amount: z
    .union([z.string(), z.number()], { error: domain.CARD_TOP_UP_AMOUNT_INVALID })
    .transform((value, ctx) => {
      const fen = domain.readCardTopUpAmount(String(value));
      if (fen !== null) return fen;
      ctx.addIssue({ code: 'custom', message: domain.CARD_TOP_UP_AMOUNT_INVALID });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: '充值金额（元），如 100.00；0.01 至 50000.00' }),
  reason: textField(domain.CARD_TOP_UP_REASON_INVALID)
    .refine((reason) => domain.cardTopUpReasonRefusal(reason) === null, { error: domain.CARD_TOP_UP_REASON_INVALID })
    .openapi({ type: 'string', description: `充值原因（记入卡的流水，1–${domain.CARD_TOP_UP_REASON_MAX} 字）` }),
});

/** One row of a card's ledger: a payment (negative, with its order), a refund back to the card, or a top-up. */
export const CardLedgerRow = z.object({
  log_id: z.number().int(),
  change_time: z.number().int(),
  amount: z.string().openapi({ description: '变动金额（元），支出为负' }),
  balance_after: Yuan.openapi({ description: '变动后卡内余额（元）' }),
  change_desc: z.string().openapi({ description: '变动说明；后台充值写明操作员与原因' }),
  order_id: z.number().int().nullable(),
  order_sn: z.string().nullable().openapi({ description: '支付或退款的订单号；充值为 null' }),
});
export type CardLedgerRow = z.infer<typeof CardLedgerRow>;

/** POST /v1/operator/cards/top-up's answer: the card after it and the ledger row written. */
export const CardToppedUp = z.object({ card: OperatorMemberCard, entry: CardLedgerRow });
export type CardToppedUp = z.infer<typeof CardToppedUp>;

/** GET /v1/operator/cards/ledger: newest first. */
export const CardLedgerRequest = z.object({
  user_id: id('用户编号：卡须是此用户的'),
  card_id: id('会员卡编号 card_id'),
  page: pageParam(),
  limit: limitParam(10),
});

export const CardLedgerPage = pageOf(CardLedgerRow).extend({ card: OperatorMemberCard });
export type CardLedgerPage = z.infer<typeof CardLedgerPage>;
