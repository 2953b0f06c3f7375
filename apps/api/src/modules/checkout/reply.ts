// The checkout reply (shopping §3 "Checkout result"): the computed orders, coupons, address and lines as the page reads them.
import type { Address, Checkout, CheckoutCoupon, CheckoutLine as CheckoutLineView } from '@garden/contract';
import {
  applyBalance,
  BLACK_FIVE_CARD_NUMBER,
  BLACK_FIVE_NO_STACKING,
  checkBalanceWindow,
  type CheckoutResult,
  couponUsableOrders,
  deductionTotal,
  formatYuan,
  fromFen,
} from '@garden/domain';
import { describeChosenGoods } from '../orders/index';
import { describePresent } from '../promotions/index';

import { toGoodsLine } from './compute';
import {
  balanceWindowOf,
  type AddressRow,
  type CheckoutChoices,
  type CheckoutDraft,
  type CheckoutLine,
  type DraftOrder,
  type HeldCoupon,
} from './draft';
import { seconds } from '../../platform/unix-time';

function describeCoupon(coupon: HeldCoupon): Omit<CheckoutCoupon, 'usable_devide_items' | 'is_usable' | 'devide_item'> {
  return {
    bonus_id: coupon.couponId,
    type_name: coupon.typeName,
    type_money: formatYuan(coupon.faceValue),
    type_money_deal: coupon.deductionCap ? formatYuan(coupon.deductionCap) : null,
    min_goods_amount: formatYuan(coupon.minGoodsAmount),
    is_shipping: coupon.isShipping ? 1 : 0,
    act_range: coupon.actRange,
    act_range_ext: [...coupon.actRangeExt],
    use_start_date: seconds(coupon.useStartDate),
    use_end_date: seconds(coupon.useEndDate),
  };
}

/**
 * A stored address as every reply shows it (shopping §3 "Address"), with its regions' names: the checkout's
 * chosen address and the address book's entries.
 */
export function describeAddress(
  address: Omit<AddressRow, 'provinceName' | 'cityName' | 'districtName'>,
  names: Pick<AddressRow, 'provinceName' | 'cityName' | 'districtName'>,
): Address {
  return {
    address_id: address.addressId,
    consignee: address.consignee,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    tel: address.tel,
    is_default: address.isDefault ? 1 : 0,
    province_name: names.provinceName,
    city_name: names.cityName,
    district_name: names.districtName,
  };
}

/** When a deposit order's balance can be paid, placed against now (domain `checkBalanceWindow`); null for other orders. */
function describeBalanceWindow(order: DraftOrder, isDeposit: boolean, now: Date) {
  const window = isDeposit ? balanceWindowOf(order) : null;
  return window && checkBalanceWindow({ payBegTime: seconds(window.payBegTime), payEndTime: seconds(window.payEndTime) }, now);
}

function describeLine(line: CheckoutLine): CheckoutLineView {
  return {
    goods_id: line.goodsId,
    sku_id: line.skuId,
    ...describeChosenGoods(line),
    goods_price: formatYuan(fromFen(line.priceFen)),
    market_price: formatYuan(fromFen(line.marketPriceFen)),
    goods_number: line.quantity,
    subtotal: formatYuan(fromFen(line.priceFen * line.quantity)),
    weight: (line.weightGrams / 1000).toFixed(2),
    is_dingjin: line.isDeposit ? 1 : 0,
    is_hei5ka: line.isHei5ka ? 1 : 0,
    delivery_id: line.deliveryId ?? 0,
    delivery_time: line.deliveryTime,
  };
}

/**
 * The checkout reply of shopping §3 "Checkout result": totals, `order_list` (one per split order, by
 * subtotal descending as computed), every coupon with where it is usable and applied, the error block.
 * `balanceFen` is the shopper's balance when they chose to pay with it (`is_balance`), else 0: the
 * domain's `applyBalance` decides the `surplus` it pays, and `pay_money` is what is left to pay now.
 */
export function describeCheckout(draft: CheckoutDraft, result: CheckoutResult, choices: CheckoutChoices, now: Date, balanceFen = 0): Checkout {
  const drafts = new Map(draft.orders.map((order) => [order.devideItem, order]));
  const withLines = result.orders.map((computed) => ({ computed, lines: (drafts.get(computed.id) as DraftOrder).lines.map(toGoodsLine) }));
  const couponView = (coupon: HeldCoupon): CheckoutCoupon => {
    const usable = couponUsableOrders(coupon, withLines, now);
    const appliedTo = result.orders.find((computed) =>
      coupon.isShipping ? computed.shippingCoupon?.coupon?.couponId === coupon.couponId : computed.coupon?.coupon?.couponId === coupon.couponId,
    );
    return {
      ...describeCoupon(coupon),
      usable_devide_items: usable,
      is_usable: usable.length > 0 ? 1 : 0,
      devide_item: appliedTo?.id ?? null,
    };
  };
  const goodsCoupons = draft.coupons.filter((coupon) => !coupon.isShipping).map(couponView);
  const shippingCoupons = draft.coupons.filter((coupon) => coupon.isShipping).map(couponView);
  const balance = applyBalance(result.orders, fromFen(balanceFen));
  const surplusOf = new Map(balance.perOrder.map(({ id, amount }) => [id, amount]));
  return {
    bonus: {
      list: goodsCoupons,
      shipping_bonus: shippingCoupons,
      money: formatYuan(deductionTotal(result.orders, 'coupon')),
    },
    ship: formatYuan(deductionTotal(result.orders, 'shipping-coupon')),
    shipping_fee: formatYuan(result.totalShippingFee),
    order_amount: formatYuan(result.totalPayable),
    surplus: formatYuan(balance.total),
    pay_money: formatYuan(balance.remaining),
    is_black: result.blackFiveApplied ? 1 : 0,
    black_msg: choices.isBlack
      ? result.blackFiveApplied
        ? BLACK_FIVE_NO_STACKING
        : (result.issues.find((i) => i.kind === 'black-five-not-applicable')?.message ?? '')
      : '',
    has_black_card: draft.cards.some((card) => card.fCardNumber === BLACK_FIVE_CARD_NUMBER) ? 1 : 0,
    card_number: choices.cardNumber ?? 0,
    address: draft.address ? describeAddress(draft.address, draft.address) : null,
    is_correct: draft.address !== null && result.orders.length > 0 ? 1 : 0,
    order_list: result.orders.map((computed) => {
      const order = drafts.get(computed.id) as DraftOrder;
      return {
        devide_item: computed.id,
        sendaddress: order.sendAddressId,
        sendaddress_name: order.sendAddressName,
        mode: computed.mode,
        subtotal: formatYuan(computed.goodsSubtotal),
        subtotal_dj: formatYuan(computed.deposit?.due ?? 0),
        subtotal_wk: formatYuan(computed.deposit?.balance ?? 0),
        balance_window: describeBalanceWindow(order, computed.deposit !== null, now),
        market_subtotal: formatYuan(computed.marketSubtotal),
        discount: formatYuan(computed.discount),
        subweight: computed.subweight.toFixed(2),
        order_amount: formatYuan(computed.payable),
        pay_money: formatYuan(computed.payableNow),
        surplus: formatYuan(surplusOf.get(computed.id) ?? 0),
        shipping_id: computed.shipping.id,
        shipping_fee: formatYuan(computed.shippingDisplayFee),
        shipping_list: computed.shippingOptions.map((option) => ({
          shipping_id: option.id,
          shipping_name: option.name,
          shipping_fee: formatYuan(option.fee),
          shipping_desc: draft.shippingDescs.get(computed.id) ?? '',
        })),
        bonus_id: computed.coupon?.coupon?.couponId ?? 0,
        bonus_ship_id: computed.shippingCoupon?.coupon?.couponId ?? 0,
        detail_discount_arr: computed.deductions.map((line) => ({
          kind: line.kind,
          label: line.label,
          amount: formatYuan(line.amount),
          bonus_id: line.couponId ?? 0,
        })),
        address: draft.address ? describeAddress(draft.address, draft.address) : null,
        present: describePresent(
          order.lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity })),
          draft.giftOffers,
        ),
        goods_detail: order.lines.map(describeLine),
      };
    }),
    bonusUseNum: goodsCoupons.filter((coupon) => coupon.is_usable === 1).length,
    shipBonusUseNum: shippingCoupons.filter((coupon) => coupon.is_usable === 1).length,
    errors_order_list: draft.errors.map((error) => ({
      msg: error.msg,
      data: { product: { goods_id: error.goodsId, goods_name: error.goodsName, goods_thumb: error.goodsThumb, goods_number: error.quantity } },
    })),
  };
}
