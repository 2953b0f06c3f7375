// Direct-buy checkout and order placement (shopping §7 "Checkout and order placement").
import { Checkout, PlacedOrder } from '@garden/contract';
import { checkBlackFivePayment, type ConfirmedCharge } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { badRequest } from '../../platform/api-error';
import { requireUser } from '../../platform/auth';
import { idempotencyKeyField, idempotent } from '../../platform/idempotency';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { documentBody, integer, readInput } from '../../platform/validation';
import type { SessionUser } from '../../platform/sessions';
import { gradeOf } from '../catalogue/index';
import { computeDraft } from './compute';
import { describeCheckout } from './reply';
import { loadCartDraft, loadDirectBuyDraft } from './drafts';
import type { CheckoutChoices } from './draft';
import { placeAndPay } from './place-and-pay';

const flag = (description: string) => integer({ min: 0, max: 1 }).optional().default(0).openapi({ type: 'integer', description });
/** An amount of the checkout reply the shopper confirmed, in yuan as the reply wrote it ("60.80"). */
const confirmedAmount = (description: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, '应为金额（元），最多两位小数'))
    .optional()
    .openapi({ type: 'string', description, example: '60.80' });

/**
 * What the shopper confirmed of the checkout (shopping §4): the placement charges no more, else 409. The
 * payment page sends both; a caller that sends neither is only held to the coupons it named.
 */
const confirmedFields = {
  order_amount: confirmedAmount('结算页显示的订单金额 order_amount；实际金额更高时拒绝下单（409）'),
  pay_money: confirmedAmount('结算页显示的应付金额 pay_money（余额抵扣后）；实际更高时拒绝下单（409）'),
};
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

/** A coupon choice: absent picks the best automatically, 0 means none, an id chooses that coupon. */
const couponChoice = (description: string) => integer({ min: 0 }).optional().openapi({ type: 'integer', description });

const directBuyFields = z.object({
  gshp_id: integer({ min: 1 }).openapi({ type: 'integer', description: '商品编号' }),
  number: integer({ min: 1, max: 99_999 }).optional().default(1).openapi({ type: 'integer', description: '数量' }),
  attr_id: z
    .union([
      z.array(integer({ min: 1 })),
      integer({ min: 1 }).transform((id) => [id]),
      z
        .string()
        .regex(/^(\d{1,9}(,\d{1,9})*)?$/, '应为以逗号分隔的编号')
        .transform((value) => (value === '' ? [] : value.split(',').map(Number))),
    ])
    .optional()
    .default([])
    .openapi({ description: '已选属性值 goods_attr_id（attr_id[] 或逗号分隔）' }),
  delivery_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '预售发货日期编号' }),
  once: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 直接购买' }),
  sendaddress: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '发货地编号（由商品决定，仅作核对）' }),
  is_dingjin: flag('定金商品（由商品决定）'),
  type: z.enum(['normal', 'preSale', 'deposit']).optional().openapi({ description: '购买类型（由商品决定）' }),
  is_group: integer({ min: 0 }).optional(),
  address_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '收货地址；不传用默认地址' }),
  bonus_id: couponChoice('优惠券 bonus_id；不传自动选最优，0 不使用'),
  bonus_ship_id: couponChoice('运费券 bonus_id；不传自动选，0 不使用'),
  shipping_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '配送方式；不传用第一种' }),
  is_black: flag('使用黑五卡（需持有 2 号卡）'),
  card_number: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '会员卡号 FCardNumber（享受会员卡折扣）' }),
  is_balance: flag('使用余额（结算结果给出余额抵扣 surplus）'),
});

const placeFields = directBuyFields.extend({
  ...confirmedFields,
  msg_to_shop: z.string().max(200).optional().default('').openapi({ description: '给卖家留言（最多 20 字）' }),
  pay_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '8 会员卡，15 支付宝，16 微信；传入则同时返回 sign' }),
  return_url: z.string().max(500).optional().openapi({ description: '支付宝支付后返回的页面' }),
  idempotency_key: idempotencyKeyField(),
});

type DirectBuyInput = z.output<typeof directBuyFields>;

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

/** A list of `devide_item`s: an array, or one string with commas ("1,3"). */
const devideItemList = z
  .union([
    z.array(z.union([z.string(), z.number()]).transform(String)),
    z.union([z.string(), z.number()]).transform((value) => String(value).split(',').filter(Boolean)),
  ])
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, '应为发货地编号')))
  .optional()
  .default([]);

/**
 * A choice per `devide_item`: an object `{ "1": 12 }` or its JSON text. For coupons 0 means none and
 * a group left out is picked automatically.
 */
const jsonMap = <V extends z.ZodType>(value: V, description: string) =>
  z
    .union([
      z.record(z.string(), z.unknown()),
      z.string().transform((text, ctx) => {
        try {
          return JSON.parse(text === '' ? '{}' : text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: '应为 JSON 对象' });
          return z.NEVER;
        }
      }),
    ])
    .pipe(z.record(z.string().regex(/^\d{1,9}$/, '应为发货地编号'), value))
    .optional()
    .openapi({ description, example: '{"1":12}' });
const choiceMap = (description: string) => jsonMap(integer({ min: 0 }), description);

const cartCheckoutFields = z.object({
  devide_items: devideItemList.openapi({ description: '要结算的发货地分组（逗号分隔）；不传为全部已选' }),
  address_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '收货地址；不传用默认地址' }),
  bonus_ids: choiceMap('每个分组的优惠券 bonus_id（0 不使用）'),
  bonus_ship_ids: choiceMap('每个分组的运费券 bonus_id（0 不使用）'),
  shipping_ids: choiceMap('每个分组的配送方式 shipping_id'),
  is_black: flag('使用黑五卡（需持有 2 号卡）'),
  card_number: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '会员卡号 FCardNumber' }),
  is_balance: flag('使用余额（结算结果给出余额抵扣 surplus）'),
});

const cartPlaceFields = cartCheckoutFields.extend({
  ...confirmedFields,
  msg_to_shops: jsonMap(z.string().max(200), '每个分组给卖家的留言（每条最多 20 字）'),
  pay_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '8 会员卡，15 支付宝，16 微信' }),
  return_url: z.string().max(500).optional(),
  idempotency_key: idempotencyKeyField(),
});

function cartChoicesOf(input: z.output<typeof cartCheckoutFields>): CheckoutChoices {
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

/** Checkout and placing price a direct buy from the same request fields, so both build the draft here. */
function loadDirectDraftOf(
  db: Parameters<typeof loadDirectBuyDraft>[0],
  user: Parameters<typeof gradeOf>[0] & { id: number },
  input: DirectBuyInput,
  now: Date,
) {
  return loadDirectBuyDraft(
    db,
    { id: user.id, grade: gradeOf(user) },
    { goodsId: input.gshp_id, number: input.number, attrIds: input.attr_id, deliveryId: input.delivery_id, addressId: input.address_id },
    now,
  );
}

export const checkoutRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/checkout',
      tags: ['下单'],
      summary: '直接购买结算（once=1）：拆单、运费、优惠券、黑五卡、会员卡折扣，金额全部由服务端计算',
      description: '收货地址或配送方式无效时 code 303；远期预售商品返回 400 与提示；不能购买的商品进入 errors_order_list。',
      middleware: [requireUser] as const,
      request: { body: documentBody(directBuyFields) },
      responses: envelopeResponses(Checkout),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, directBuyFields);
      const now = config.now();
      const draft = await loadDirectDraftOf(db, user, input, now);
      const choices = choicesOf(input, draft.orders[0]?.devideItem);
      const { result } = computeDraft(draft, choices, now);
      return respond(c, describeCheckout(draft, result, choices, now, balanceOf(user, input)));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/done',
      tags: ['下单'],
      summary: '直接购买下单：一个事务内扣库存、占用优惠券与余额；同一 idempotency_key 再次提交返回第一次的回复',
      description:
        '库存不足 409「已售罄」；所选优惠券已被使用 409「优惠券已被使用，请重新选择」、已不可用 409「所选优惠券已不可用，请重新选择」；金额高于 order_amount / pay_money 409「订单金额已变动，请确认新的金额后重新提交」；is_black 只能用黑五卡付款（pay_id 8、2 号卡，不用余额），否则 400「使用黑五卡折扣的订单只能用黑五卡付款」；同一 idempotency_key：内容相同返回第一次的回复（状态、code、msg、data 与 sign），内容不同 409，第一次仍在处理 409；保留 24 小时；无收货地址或配送方式无效 code 303；传 pay_id 时同时返回支付 sign（redirect_url 或 code_url）；支付被拒（如会员卡余额不足）时订单仍已生成，原因在 pay_msg。',
      middleware: [requireUser, idempotent] as const,
      request: { body: documentBody(placeFields) },
      responses: envelopeResponses(PlacedOrder),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, placeFields);
      const now = config.now();
      const { pay_id, return_url } = input;
      const cardNumber = cardPaying(input);
      const payment = { userId: user.id, payId: pay_id, cardNumber, returnUrl: return_url, now };
      const placed = await placeAndPay(db, config.payments, c.var.idempotency, payment, async () => {
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
      });
      return respond(c, placed);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/cart_checkout',
      tags: ['下单'],
      summary: '购物车结算：所选发货地分组的已选商品，金额全部由服务端计算',
      description: '未选商品「请选中要结算的商品哦！」，发货地不同「发货地不同请分开结算哦！」；地址或配送方式无效 code 303。',
      middleware: [requireUser] as const,
      request: { body: documentBody(cartCheckoutFields) },
      responses: envelopeResponses(Checkout),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, cartCheckoutFields);
      const now = config.now();
      const { draft } = await loadCartDraft(
        db,
        { id: user.id, grade: gradeOf(user) },
        { devideItems: input.devide_items, addressId: input.address_id },
        now,
      );
      const choices = cartChoicesOf(input);
      const { result } = computeDraft(draft, choices, now);
      return respond(c, describeCheckout(draft, result, choices, now, balanceOf(user, input)));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/cart_done',
      tags: ['下单'],
      summary: '购物车下单：一个事务内扣库存、占用优惠券与余额、从购物车移除所买商品；多个分组时生成父订单',
      description: '与 /v2/order/done 相同的错误与幂等规则；传 pay_id 时同时返回支付 sign。',
      middleware: [requireUser, idempotent] as const,
      request: { body: documentBody(cartPlaceFields) },
      responses: envelopeResponses(PlacedOrder),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, cartPlaceFields);
      const now = config.now();
      const { pay_id, return_url } = input;
      const cardNumber = cardPaying(input);
      const payment = { userId: user.id, payId: pay_id, cardNumber, returnUrl: return_url, now };
      const placed = await placeAndPay(db, config.payments, c.var.idempotency, payment, async () => {
        const { draft, itemIds } = await loadCartDraft(
          db,
          { id: user.id, grade: gradeOf(user) },
          { devideItems: input.devide_items, addressId: input.address_id },
          now,
        );
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
      });
      return respond(c, placed);
    },
  );
