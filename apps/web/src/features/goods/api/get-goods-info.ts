import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
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
  grade_name?: string | null;
  is_save: number | boolean;
  min_price: string;
  max_price: string;
  original_price: string;
  dj_price: string;
  save_money: string;
}

/** A pre-sale delivery date the shopper may choose (storefront §3 presell / delivery options). */
export interface GoodsDelivery {
  delivery_id: number;
  delivery_time: string;
}

/** The goods detail of GET /v2/goods/info, named as storefront §3 names it. */
export interface GoodsDetail {
  gshp_id: number;
  gsup_id: number;
  sup_id: number;
  sendAddress_id: number;
  name: string;
  descpt: string;
  thumbnail?: string;
  pictures: GoodsPicture[];
  properties: GoodsProperty[];
  price: GoodsDetailPrice;
  dj: { dj_status: number; beg_time?: number; end_time?: number; pay_beg_time?: number; pay_end_time?: number };
  start_num: number;
  Nbei: number;
  is_sale: number;
  is_fei5zhe: number | boolean;
  is_remind: number | boolean;
  is_collected: number | boolean;
  forward: number | boolean;
  presell: GoodsDelivery[];
  delivery?: GoodsDelivery[];
  shouhou: string;
  comment?: number;
  cat_name: string;
  category?: number;
  beon_time?: number | string | null;
  activities_list: { type: number; name: string; fv_id?: number }[];
  is_black_goods?: number | boolean;
  is_mini: number | boolean;
  is_hei5ka: number | boolean;
  special_goods: number | boolean;
  shipping_desc: string;
  region_goods_error: number;
  stock?: number;
  sales?: number;
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
