import type { CouponTypeInfo } from '@garden/contract';
import type { RequestOf, endpoints } from '@garden/contract/endpoints';
import * as domain from '@garden/domain';
import type { PickedGoods } from '../../components/goods-picker';
import { chinaDayOf, secondsOfChinaTime } from '../../lib/china-time';

/** A coupon type as the dialog holds it: yuan and ids as typed, days as `YYYY-MM-DD` (Beijing, the shop's calendar). */
export interface CouponTypeForm {
  type_id?: number;
  type_name: string;
  type_money: string;
  /** Blank: the face value caps the deduction. */
  type_money_deal: string;
  min_goods_amount: string;
  is_shipping: boolean;
  act_range: string;
  /** The category, brand or supplier ids, separated by commas or spaces. */
  act_range_ext: string;
  /** The goods picked for the goods range (`act_range` 4). */
  goods: PickedGoods[];
  claimable: boolean;
  total: number;
  use_start_date: string;
  use_end_date: string;
}

export type CouponTypeFields = RequestOf<typeof endpoints.saveCouponType>;

/** `act_range`'s choices (shopping §4, and 4 the goods picked) and what its typed ids name; goods are picked, not typed. */
export const ACT_RANGES = [
  { value: '0', label: domain.ACT_RANGE_LABELS[0], ids: '' },
  { value: '1', label: domain.ACT_RANGE_LABELS[1], ids: '分类编号' },
  { value: '2', label: domain.ACT_RANGE_LABELS[2], ids: '品牌编号' },
  { value: '4', label: domain.ACT_RANGE_LABELS[4], ids: '' },
  { value: '3', label: domain.ACT_RANGE_LABELS[3], ids: '供应商编号' },
] as const;

/** The range whose goods are picked from the catalogue rather than typed as ids. */
export const GOODS_RANGE = '4';

export const actRangeLabel = (range: number) => ACT_RANGES.find((item) => item.value === String(range))?.label ?? String(range);

const ID = /^[1-9]\d{0,8}$/;

/** How long a new type is valid unless the operator says otherwise. */
const DEFAULT_VALID_DAYS = 30;

/** A new type as the dialog opens it at `nowSeconds`: valid from today for a month. */
export function emptyCouponTypeForm(nowSeconds: number): CouponTypeForm {
  return {
    type_name: '',
    type_money: '',
    type_money_deal: '',
    min_goods_amount: '0',
    is_shipping: false,
    act_range: '0',
    act_range_ext: '',
    goods: [],
    claimable: true,
    total: 0,
    use_start_date: chinaDayOf(nowSeconds),
    use_end_date: chinaDayOf(nowSeconds + DEFAULT_VALID_DAYS * 86_400),
  };
}

export function couponTypeFormOf(type: CouponTypeInfo): CouponTypeForm {
  return {
    type_id: type.type_id,
    type_name: type.type_name,
    type_money: type.type_money,
    type_money_deal: type.type_money_deal ?? '',
    min_goods_amount: type.min_goods_amount,
    is_shipping: type.is_shipping === 1,
    act_range: String(type.act_range),
    act_range_ext: String(type.act_range) === GOODS_RANGE ? '' : type.act_range_ext.join(', '),
    goods: type.range_goods.map((item) => ({ goods_id: item.goods_id, goods_name: item.goods_name })),
    claimable: type.claimable === 1,
    total: type.total,
    use_start_date: chinaDayOf(type.use_start_date),
    use_end_date: chinaDayOf(type.use_end_date),
  };
}

/**
 * The form as the save call's fields, or the refusal the server would answer (its words: the contract's field
 * reasons, then the domain's `validateCouponType`), so the dialog says it before sending.
 */
export function readCouponTypeForm(form: CouponTypeForm): { fields: CouponTypeFields } | { refusal: string } {
  if (form.type_name.trim() === '') return { refusal: domain.COUPON_TYPE_NAME_REQUIRED };
  const faceValue = domain.parseFen(form.type_money.trim());
  if (faceValue === null || faceValue < 1) return { refusal: domain.fieldInvalid('type_money', domain.FIELD_REASONS.price) };
  const capText = form.type_money_deal.trim();
  const cap = capText === '' ? null : domain.parseFen(capText);
  if (capText !== '' && (cap === null || cap < 1)) return { refusal: domain.fieldInvalid('type_money_deal', domain.FIELD_REASONS.price) };
  const threshold = domain.parseFen(form.min_goods_amount.trim() || '0');
  if (threshold === null) return { refusal: domain.fieldInvalid('min_goods_amount', domain.FIELD_REASONS.amount) };
  const range = Number(form.act_range) as domain.ActRange;
  const idTexts = range === 0 || form.act_range === GOODS_RANGE ? [] : form.act_range_ext.split(/[\s,，、]+/).filter(Boolean);
  if (idTexts.some((id) => !ID.test(id))) return { refusal: domain.COUPON_TYPE_RANGE_IDS_REQUIRED };
  const ids = form.act_range === GOODS_RANGE ? form.goods.map((item) => item.goods_id) : [...new Set(idTexts.map(Number))];
  // A coupon's dates are whole Beijing days (the domain's `checkUseDates`): each sent as its first moment.
  const start = secondsOfChinaTime(form.use_start_date);
  const end = secondsOfChinaTime(form.use_end_date);
  if (Number.isNaN(start) || Number.isNaN(end)) return { refusal: domain.COUPON_TYPE_DATES_INVALID };
  const refusal = domain.validateCouponType({
    name: form.type_name,
    faceValueFen: faceValue,
    deductionCapFen: cap,
    minGoodsAmountFen: threshold,
    isShipping: form.is_shipping,
    actRange: range,
    actRangeExt: ids,
    useStartDate: new Date(start * 1000),
    useEndDate: new Date(end * 1000),
  });
  if (refusal) return { refusal };
  return {
    fields: {
      type_id: form.type_id,
      type_name: form.type_name.trim(),
      type_money: form.type_money.trim(),
      type_money_deal: cap === null ? null : capText,
      min_goods_amount: form.min_goods_amount.trim() || '0',
      is_shipping: form.is_shipping ? 1 : 0,
      act_range: range,
      act_range_ext: ids,
      claimable: form.claimable ? 1 : 0,
      total: form.total,
      use_start_date: start,
      use_end_date: end,
    },
  };
}

/** The mobiles of the issue box, one a line (commas and spaces also part them), each once, in the order typed. */
export function mobilesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；]+/).filter(Boolean))];
}

/** The first line that is not a mainland mobile, as the server would refuse the list for it. */
export function firstBadMobile(mobiles: readonly string[]): string | undefined {
  return mobiles.find((mobile) => !domain.isMainlandMobile(mobile));
}
