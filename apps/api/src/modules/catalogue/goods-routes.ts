// Goods detail, price quote and purchase check (storefront §3, §7).
import type { GoodsInfoRequest } from '@garden/contract';
import { formatYuan, listDepositDue } from '@garden/domain';
import type { z } from '@hono/zod-openapi';
import { optionalUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { cachedRead } from '../../platform/reply-cache';
import type { SessionUser } from '../../platform/sessions';
import { loadCategoryTree, subtreeIds } from './category';
import { gradeOf, loadCards, priceInfoOf } from './goods-cards';
import {
  depositStatusOf,
  depositTimesOf,
  loadGoodsDetail,
  loadPopularIds,
  loadShopperMarks,
  purchaseRefusals,
  quotePrice,
  regionErrorOf,
  resolveGoodsId,
} from './goods';
import { secondsOrZero } from '../../platform/unix-time';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const POPULAR_COUNT = 6;

const tags = ['商品'];

/** Who reads a goods' page: the database, the shopper (prices by grade) or a visitor, the goods and city asked, the time. */
type GoodsReader = {
  db: Parameters<typeof loadGoodsDetail>[0];
  user: SessionUser | undefined;
  input: z.output<typeof GoodsInfoRequest>;
  now: Date;
};

/** The goods detail (storefront §3 "Goods detail"): prices at the shopper's grade, the city's refusals, the popular goods beside it. */
async function readGoodsPage({ db, user, input, now }: GoodsReader) {
  const detail = await loadGoodsDetail(db, input.gshp_id, now);
  const row = detail.goods;
  const grade = gradeOf(user);
  const info = priceInfoOf(
    detail.skus.map((s) => s.prices),
    grade,
  );
  const regionError = regionErrorOf(row, input.city_id);
  const [marks, tree] = await Promise.all([loadShopperMarks(db, user?.id, row.goodsId), loadCategoryTree(db)]);
  let top = tree.byId.get(row.catId);
  while (top && top.parent_id !== 0) top = tree.byId.get(top.parent_id);
  const popular = await loadCards(db, await loadPopularIds(db, top ? subtreeIds(top) : [row.catId], row.goodsId, POPULAR_COUNT), grade, now);
  const refusals = purchaseRefusals(detail, input.city_id, now);
  return {
    gshp_id: row.goodsId,
    gsup_id: row.gsupId,
    sup_id: row.supId,
    sendAddress_id: row.sendAddressId,
    name: row.name,
    shortname: row.shortname,
    descpt: row.descpt,
    thumbnail: row.thumbnail,
    pictures: detail.pictures,
    properties: { spe: detail.spe, pro: detail.pro },
    price: {
      u_grade: info.u_grade,
      grade_name: info.grade_name,
      is_save: info.is_save,
      min_price: info.min_price,
      max_price: info.max_price,
      original_price: info.min_market_price,
      save_money: info.save_money,
      dj_price: row.isDeposit ? formatYuan(listDepositDue(info.min_price, 1)) : '0.00',
    },
    dj: { dj_status: depositStatusOf(row, now) },
    ...depositTimesOf(row),
    group: { group_status: 0, category: 0 },
    start_num: row.startNum,
    Nbei: row.nbei,
    stock: regionError ? 0 : row.stock,
    sales: row.sales,
    is_sale: row.isSale,
    is_dingjin: flag(row.isDeposit),
    is_fei5zhe: flag(row.isFei5zhe),
    is_remind: flag(marks.isRemind),
    is_collected: flag(marks.isCollected),
    is_add: flag(refusals.length === 0),
    forward: flag(row.forward),
    presell: detail.deliveries.map((d) => ({ id: d.delivery_id, time: d.delivery_time })),
    delivery: detail.deliveries,
    shouhou: row.shouhou,
    shipping_desc: row.shippingDesc,
    comment: {
      ...detail.comment,
      good_rate: detail.comment.total === 0 ? 100 : Math.round((detail.comment.good * 100) / detail.comment.total),
    },
    category: row.catId,
    cat_name: detail.catName,
    beon_time: secondsOrZero(row.beonTime),
    activities_list: detail.activities,
    is_black_goods: flag(row.isHei5ka),
    is_hei5ka: flag(row.isHei5ka),
    is_mini: flag(row.isMini),
    special_goods: flag(row.specialGoods),
    region_goods_error: regionError,
    refusals,
    popular,
  };
}

export const goodsRoutes = endpointRouter(
  endpoint('readGoods', {
    ...cachedRead(tags, 'guest'),
    summary: '商品详情',
    description:
      '价格按登录用户等级；传 city_id 时判断该地区是否可售（region_goods_error）；登录后返回 is_collected 与 is_remind。时间字段为 Unix 秒。',
    handle: (request) => readGoodsPage(request),
  }),
  endpoint('quoteGoodsPrice', {
    tags,
    summary: '按所选属性、数量、发货日期与会员等级计算价格',
    description:
      'no_allow_attr_arr：在其余已选属性不变时，选了就无货的属性值。未选全时按可选组合中最低价报价，库存为各组合之和。数量按起订量与倍数调整后返回在 price_data.number。',
    middleware: [optionalUser],
    async handle({ db, user, input, now }) {
      const detail = await loadGoodsDetail(db, await resolveGoodsId(db, input), now);
      const choice = { number: input.number, chosen: input.attr_id, deliveryId: input.delivery_id, cityId: input.city_id, grade: gradeOf(user) };
      return quotePrice(detail, choice);
    },
  }),
  endpoint('checkPurchase', {
    tags,
    summary: '能否购买：该用户在该城市现在能否购买此商品',
    description:
      'allowed 1 可以购买；0 时 reasons 列出原因（目录中的提示语）：远期预售「该商品为远期预售商品，请至虹越APP或小程序购买」、未开售「商品暂未开售」、地区售空「该地区已售空，点击切换地址」、售罄「已售罄」。msg 为第一条原因。',
    middleware: [optionalUser],
    async handle({ db, input, now }) {
      const detail = await loadGoodsDetail(db, await resolveGoodsId(db, input), now);
      const reasons = purchaseRefusals(detail, input.city_id, now);
      return withMessage({ allowed: flag(reasons.length === 0), reasons }, reasons[0] ?? 'ok');
    },
  }),
);
