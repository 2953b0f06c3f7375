import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GoodsCardData } from '../../../components/goods-card';
import { getData } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';

/** A gallery entry: `type` 1 picture, 2 video whose poster is `img_url` (storefront §3). */
export interface GoodsPicture {
  img_id: number;
  img_url: string;
  type: number;
  video_url: string;
}

/** One attribute value a shopper can pick (storefront §3 "attribute values"). */
export interface GoodsAttrValue {
  goods_attr_id: number;
  label: string;
  thumb_url: string;
}

/** One attribute group (规格, 颜色) with its values; one value of each group makes a SKU. */
export interface GoodsProperty {
  attr_id: number;
  name: string;
  values: GoodsAttrValue[];
}

/** The detail's price block (storefront §3 "price"); amounts in yuan as the API formats them. */
export interface GoodsDetailPrice {
  u_grade: number | null;
  grade_name: string;
  is_save: Flag;
  min_price: string;
  max_price: string;
  original_price: string;
  dj_price: string;
  save_money: string;
}

/** A pre-sale delivery date the shopper may choose (storefront §3 delivery options). */
export interface GoodsDelivery {
  delivery_id: number;
  delivery_time: string;
}

/** 0 or 1, as the API sends every flag. */
export type Flag = 0 | 1;

/** The goods detail of GET /v2/goods/info, named as storefront §3 names it; times are unix seconds. */
export interface GoodsDetail {
  gshp_id: number;
  gsup_id: number;
  sup_id: number;
  sendAddress_id: number;
  name: string;
  shortname: string;
  /** The description as HTML written in the shop's back office. */
  descpt: string;
  thumbnail: string;
  pictures: GoodsPicture[];
  /** `spe`: the attribute groups a SKU is chosen from; `pro`: plain specification lines. */
  properties: { spe: GoodsProperty[]; pro: { name: string; value: string }[] };
  price: GoodsDetailPrice;
  dj: { dj_status: number };
  beg_time: number;
  end_time: number;
  pay_beg_time: number;
  pay_end_time: number;
  start_num: number;
  Nbei: number;
  stock: number;
  sales: number;
  is_sale: number;
  is_dingjin: Flag;
  is_fei5zhe: Flag;
  is_remind: Flag;
  is_collected: Flag;
  forward: Flag;
  delivery: GoodsDelivery[];
  shouhou: string;
  shipping_desc: string;
  comment: { total: number; good: number; good_rate: number };
  category: number;
  cat_name: string;
  activities_list: { fv_id: number; type: number; name: string }[];
  is_hei5ka: Flag;
  is_mini: Flag;
  special_goods: Flag;
  region_goods_error: Flag;
  /** 大家都在买: cards of the category's best sellers. */
  popular: GoodsCardData[];
}

/** The query of GET /v2/goods/info (storefront §2 goodDetail parameters). */
export interface GoodsInfoParams {
  gshp_id: number;
  bc_id?: number;
  fv_id?: number;
}

/** GET /v2/goods/info: one goods with everything its page shows. */
export function getGoodsInfo({ gshp_id, bc_id, fv_id }: GoodsInfoParams): Promise<GoodsDetail> {
  return getData<GoodsDetail>('/v2/goods/info', { gshp_id, is_group: 0, bc_id, fv_id });
}

/** The goods detail, for one shopper (favourite, reminder, grade) in one city (`region_goods_error`). */
export function goodsInfoQueryOptions(params: GoodsInfoParams, scope: RequestScope) {
  return queryOptions({
    queryKey: ['goods', 'info', params, scope],
    queryFn: () => getGoodsInfo(params),
  });
}

/** The goods detail for the page (suspends until loaded). */
export function useGoodsInfo(params: GoodsInfoParams, scope: RequestScope) {
  return useSuspenseQuery(goodsInfoQueryOptions(params, scope)).data;
}
