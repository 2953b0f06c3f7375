// Direct-buy checkout and order placement (shopping §7 "Checkout and order placement").
import type { CartCheckoutRequest, DirectCheckoutRequest } from '@garden/contract';
import { checkBlackFivePayment, type ConfirmedCharge } from '@garden/domain';
import type { z } from '@hono/zod-openapi';
import { badRequest } from '../../platform/api-error';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { idempotent } from '../../platform/idempotency';
import type { SessionUser } from '../../platform/sessions';
import { gradeOf } from '../catalogue/index';
import { computeDraft } from './compute';
import { describeCheckout } from './reply';
import { loadCartDraft, loadDirectBuyDraft } from './drafts';
import type { CheckoutChoices } from './draft';
import { placeAndPay } from './place-and-pay';

/** What the shopper confirmed of the checkout (shopping §4): the placement charges no more, else 409. */
const confirmedOf = (input: { order_amount?: string; pay_money?: string }): ConfirmedCharge => ({
  orderAmount: input.order_amount,
  payMoney: input.pay_money,
});

/**
 * A black-five placement is paid by card 2 only (domain `checkBlackFivePayment`): any other `pay_id`, card or
 * the balance is refused before anything is written. Answers the card that pays it.
 */
function cardPaying(input: { is_black: number; pay_id?: number; card_number?: number; is_balance: number }): number | undefined {
  const decision = checkBlackFivePayment(input.is_black === 1, {
    payId: input.pay_id || undefined,
    cardNumber: input.card_number || undefined,
    useBalance: input.is_balance === 1,
  });
  if (!decision.ok) throw badRequest(decision.message);
  return decision.cardNumber;
}

type DirectBuyInput = z.output<typeof DirectCheckoutRequest>;

function choicesOf(input: DirectBuyInput, devideItem: string | undefined): CheckoutChoices {
  const only = (value: number | undefined) =>
    value === undefined || devideItem === undefined ? undefined : { [devideItem]: value === 0 ? null : value };
  return {
    isBlack: input.is_black === 1,
    cardNumber: input.card_number,
    bonusIds: only(input.bonus_id),
    bonusShipIds: only(input.bonus_ship_id),
    shippingIds: input.shipping_id === undefined || devideItem === undefined ? undefined : { [devideItem]: input.shipping_id },
  };
}

function cartChoicesOf(input: z.output<typeof CartCheckoutRequest>): CheckoutChoices {
  const coupons = (map: Record<string, number> | undefined) =>
    map && Object.fromEntries(Object.entries(map).map(([devide, id]) => [devide, id === 0 ? null : id]));
  return {
    isBlack: input.is_black === 1,
    cardNumber: input.card_number,
    bonusIds: coupons(input.bonus_ids),
    bonusShipIds: coupons(input.bonus_ship_ids),
    shippingIds: input.shipping_ids,
  };
}

/** The balance the checkout may use: the shopper's, when they ticked 使用余额 (`is_balance`). */
const balanceOf = (user: SessionUser, input: { is_balance: number }) => (input.is_balance === 1 ? user.userMoneyFen : 0);

type Buyer = Parameters<typeof gradeOf>[0] & { id: number };

/** Checkout and placing price a direct buy from the same request fields, so both build the draft here. */
function loadDirectDraftOf(db: Parameters<typeof loadDirectBuyDraft>[0], user: Buyer, input: DirectBuyInput, now: Date) {
  const goods = { goodsId: input.gshp_id, number: input.number, attrIds: input.attr_id, deliveryId: input.delivery_id, addressId: input.address_id };
  return loadDirectBuyDraft(db, { id: user.id, grade: gradeOf(user) }, goods, now);
}

/** The same for the cart's selected groups. */
function loadCartDraftOf(db: Parameters<typeof loadCartDraft>[0], user: Buyer, input: { devide_items: string[]; address_id?: number }, now: Date) {
  return loadCartDraft(db, { id: user.id, grade: gradeOf(user) }, { devideItems: input.devide_items, addressId: input.address_id }, now);
}

/** What placing charges and how (the pay call made after the order is written), from the request's payment fields. */
function paymentOf(userId: number, input: Parameters<typeof cardPaying>[0] & { pay_id?: number; return_url?: string }, now: Date) {
  return { userId, payId: input.pay_id, cardNumber: cardPaying(input), returnUrl: input.return_url, now };
}

const buyer = { tags: ['下单'], middleware: [requireUser] as const };
const placing = { tags: ['下单'], middleware: [requireUser, idempotent] as const };

export const checkoutRoutes = endpointRouter(
  endpoint('checkoutDirectBuy', {
    ...buyer,
    summary: '直接购买结算（once=1）：拆单、运费、优惠券、黑五卡、会员卡折扣，金额全部由服务端计算',
    description: '收货地址或配送方式无效时 code 303；远期预售商品返回 400 与提示；不能购买的商品进入 errors_order_list。',
    async handle({ db, user, input, now }) {
      const draft = await loadDirectDraftOf(db, user, input, now);
      const choices = choicesOf(input, draft.orders[0]?.devideItem);
      const { result } = computeDraft(draft, choices, now);
      return describeCheckout(draft, result, choices, now, balanceOf(user, input));
    },
  }),
  endpoint('placeDirectOrder', {
    ...placing,
    summary: '直接购买下单：一个事务内扣库存、占用优惠券与余额；同一 idempotency_key 再次提交返回第一次的回复',
    description:
      '库存不足 409「已售罄」；所选优惠券已被使用 409「优惠券已被使用，请重新选择」、已不可用 409「所选优惠券已不可用，请重新选择」；金额高于 order_amount / pay_money 409「订单金额已变动，请确认新的金额后重新提交」；is_black 只能用黑五卡付款（pay_id 8、2 号卡，不用余额），否则 400「使用黑五卡折扣的订单只能用黑五卡付款」；同一 idempotency_key：内容相同返回第一次的回复（状态、code、msg、data 与 sign），内容不同 409，第一次仍在处理 409；保留 24 小时；无收货地址或配送方式无效 code 303；传 pay_id 时同时返回支付 sign（redirect_url 或 code_url）；支付被拒（如会员卡余额不足）时订单仍已生成，原因在 pay_msg。',
    handle: async ({ db, config, user, idempotency, input, now }) =>
      placeAndPay(db, config.payments, idempotency, paymentOf(user.id, input, now), async () => {
        const draft = await loadDirectDraftOf(db, user, input, now);
        const devideItem = draft.orders[0]?.devideItem;
        return {
          userId: user.id,
          draft,
          choices: choicesOf(input, devideItem),
          messages: devideItem === undefined ? {} : { [devideItem]: input.msg_to_shop.trim() },
          useBalance: input.is_balance === 1,
          confirmed: confirmedOf(input),
          now,
        };
      }),
  }),
  endpoint('checkoutCart', {
    ...buyer,
    summary: '购物车结算：所选发货地分组的已选商品，金额全部由服务端计算',
    description: '未选商品「请选中要结算的商品哦！」，发货地不同「发货地不同请分开结算哦！」；地址或配送方式无效 code 303。',
    async handle({ db, user, input, now }) {
      const { draft } = await loadCartDraftOf(db, user, input, now);
      const choices = cartChoicesOf(input);
      const { result } = computeDraft(draft, choices, now);
      return describeCheckout(draft, result, choices, now, balanceOf(user, input));
    },
  }),
  endpoint('placeCartOrder', {
    ...placing,
    summary: '购物车下单：一个事务内扣库存、占用优惠券与余额、从购物车移除所买商品；多个分组时生成父订单',
    description: '与 /v2/order/done 相同的错误与幂等规则；传 pay_id 时同时返回支付 sign。',
    handle: async ({ db, config, user, idempotency, input, now }) =>
      placeAndPay(db, config.payments, idempotency, paymentOf(user.id, input, now), async () => {
        const { draft, itemIds } = await loadCartDraftOf(db, user, input, now);
        return {
          userId: user.id,
          draft,
          choices: cartChoicesOf(input),
          messages: Object.fromEntries(Object.entries(input.msg_to_shops ?? {}).map(([devide, text]) => [devide, text.trim()])),
          useBalance: input.is_balance === 1,
          confirmed: confirmedOf(input),
          cartItemIds: itemIds,
          now,
        };
      }),
  }),
);
