// Coupons, home page, activities, promotions, rankings and reviews of the demo shop, built in memory.
import { REDIRECT_TYPES as REDIRECT } from '@garden/domain';
import type {
  activities,
  carousels,
  couponTypes,
  favActivities,
  favActivityGoods,
  favourites,
  rankings,
  reviewComments,
  reviewLikes,
  reviews,
  subjectGoods,
  subjects,
  themeGoods,
  themes,
  userCoupons,
} from '../db/schema/index';
import { ATTR, seededGoods, type CatalogueRows } from './build-catalogue';
import { OFFICIAL_REPLIES, REPLY_TEXTS, REVIEW_TEXTS, TOP_CATEGORIES } from './catalogue-data';
import { SEED_MEDIA_URL, type BannerSpec, type PictureSpec } from './pictures';
import type { Random } from './random';
import type { Insert, RowsFor } from './rows';

export type MarketingRows = RowsFor<
  | 'couponTypes'
  | 'userCoupons'
  | 'carousels'
  | 'themes'
  | 'themeGoods'
  | 'siteSettings'
  | 'activities'
  | 'subjects'
  | 'subjectGoods'
  | 'favActivities'
  | 'favActivityGoods'
  | 'rankings'
  | 'reviews'
  | 'reviewComments'
  | 'reviewLikes'
  | 'favourites'
> & { pictures: PictureSpec[]; banners: BannerSpec[] };

export interface MarketingUsers {
  shopperId: number;
  reviewerIds: readonly number[];
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * What a home theme or an activity section shows: goods of the named categories (any level, with everything
 * under them), or goods carrying a tag: `new` the 新品 goods, `preSale` flowering plants sold before delivery.
 */
export type Showcase = { readonly categories: readonly string[] } | { readonly tag: 'new' | 'preSale' };

/** The home themes, in order; each of the 3, 4, 8 and 9 layouts twice (storefront §2 Home). */
export const HOME_THEMES: readonly { readonly name: string; readonly size: number; readonly shows: Showcase }[] = [
  { name: '春季月季专场', size: 3, shows: { categories: ['月季'] } },
  { name: '绣球花园', size: 4, shows: { categories: ['绣球'] } },
  { name: '多肉萌物', size: 8, shows: { categories: ['多肉植物'] } },
  { name: '阳台果园', size: 9, shows: { categories: ['果树'] } },
  { name: '球根秋植季', size: 4, shows: { categories: ['秋植球根'] } },
  { name: '园艺工具精选', size: 3, shows: { categories: ['园艺工具'] } },
  { name: '新品上架', size: 9, shows: { tag: 'new' } },
  { name: '预定商品：明春开花苗', size: 8, shows: { tag: 'preSale' } },
];

/** The activities' sections (subjects), by activity id. */
export const ACTIVITY_SECTIONS: Readonly<Record<number, readonly { readonly title: string; readonly shows: Showcase }[]>> = {
  1: [
    { title: '大花绣球', shows: { categories: ['大花绣球'] } },
    { title: '圆锥绣球', shows: { categories: ['圆锥绣球'] } },
    { title: '搭配好物', shows: { categories: ['花盆', '肥料'] } },
  ],
  2: [
    { title: '郁金香', shows: { categories: ['郁金香'] } },
    { title: '风信子与洋水仙', shows: { categories: ['风信子', '洋水仙'] } },
  ],
  3: [
    { title: '修剪工具', shows: { categories: ['修剪工具'] } },
    { title: '浇灌与松土', shows: { categories: ['浇灌工具', '松土工具'] } },
  ],
};

type CategoryRow = { readonly catId?: number; readonly catName: string; readonly parentId?: number | null };

/** The ids of the named categories and of every category under them; a name the tree lacks is a seed error. */
export function categoriesUnder(categories: readonly CategoryRow[], names: readonly string[]): Set<number> {
  const found = new Set<number>();
  for (const name of names) {
    const named = categories.filter((c) => c.catName === name);
    if (named.length !== 1) throw new Error(`the category tree has ${named.length} categories named ${name}`);
    found.add(named[0]?.catId as number);
  }
  let grown = true;
  while (grown) {
    grown = false;
    for (const c of categories) {
      if (!found.has(c.catId as number) && found.has(c.parentId as number)) {
        found.add(c.catId as number);
        grown = true;
      }
    }
  }
  return found;
}

/** Whether a goods carries a showcase tag: its name says 新品, or it is a flowering plant on pre-sale. */
export function hasTag(tag: 'new' | 'preSale', goods: { readonly goodsId: number; readonly name: string; readonly presell: boolean }): boolean {
  if (tag === 'new') return goods.name.startsWith('新品 ');
  return goods.presell && (seededGoods()[goods.goodsId - 1]?.plant?.specialities.includes('观花') ?? false);
}

export function buildMarketing(random: Random, now: Date, catalogue: CatalogueRows, users: MarketingUsers): MarketingRows {
  const t = now.getTime();
  const onSale = catalogue.goods.filter((g) => g.isSale === 1 && !g.forward && (g.stock ?? 0) > 0);
  const goodsIds = (list: typeof catalogue.goods) => list.map((g) => g.goodsId as number);
  const topCategories = catalogue.categories.filter((c) => c.level === 1);
  const rose = topCategories[0]?.catId as number;
  // Category coupons list every category under 月季: goods sit in third-level categories.
  const roseCategories = catalogue.categories.filter((c) => topOf(catalogue, c.catId as number) === rose).map((c) => c.catId as number);

  const coupon = (
    typeId: number,
    typeName: string,
    money: number,
    min: number,
    extra: Partial<Insert<typeof couponTypes>> = {},
  ): Insert<typeof couponTypes> => ({
    typeId,
    typeName,
    typeMoneyFen: money * 100,
    minGoodsAmountFen: min * 100,
    useStartDate: new Date(t - 10 * DAY),
    useEndDate: new Date(t + 60 * DAY),
    total: 1000,
    claimed: 0,
    ...extra,
  });
  // Every kind of shopping §4: whole order, categories, brands, suppliers, shipping; one expired and
  // one exhausted so receive_bonus has its refusals, one not claimable (issued only).
  const couponTypeRows = [
    coupon(1, '全场满199减20', 20, 199),
    coupon(2, '月季专享满99减10', 10, 99, { actRange: 1, actRangeExt: roseCategories }),
    coupon(3, '虹越品牌满150减15', 15, 150, { actRange: 2, actRangeExt: [1] }),
    coupon(4, '自营仓满100减8', 8, 100, { actRange: 3, actRangeExt: [101] }),
    coupon(5, '运费券10元', 10, 0, { isShipping: true }),
    coupon(6, '全场满500减60', 60, 500, { typeMoneyDealFen: 5000 }),
    coupon(7, '过期券满50减5', 5, 50, { useStartDate: new Date(t - 60 * DAY), useEndDate: new Date(t - DAY) }),
    coupon(8, '限量券满30减3', 3, 30, { total: 1, claimed: 1 }),
    coupon(9, '新人礼包无门槛5元', 5, 0, { claimable: false }),
    coupon(10, '包邮券满20减12', 12, 20, { isShipping: true }),
    // Ended last month: the demo shopper's coupon page has something under 已使用/已过期 too.
    coupon(11, '国庆满100减15', 15, 100, { claimable: false, useStartDate: new Date(t - 60 * DAY), useEndDate: new Date(t - 30 * DAY) }),
  ];
  const userCouponRows: Insert<typeof userCoupons>[] = [1, 5, 9, 11].map((typeId, i) => ({
    bonusId: i + 1,
    typeId,
    userId: users.shopperId,
    addTime: new Date(t - (i + 1) * DAY),
  }));
  for (const row of couponTypeRows) row.claimed = (row.claimed ?? 0) + userCouponRows.filter((u) => u.typeId === row.typeId).length;

  const banners: BannerSpec[] = [];
  const banner = (file: string, title: string, subtitle: string, colour: string): string => {
    banners.push({ file, title, subtitle, colour });
    return `${SEED_MEDIA_URL}/${file}`;
  };
  const carouselRows: Insert<typeof carousels>[] = [
    {
      carouselId: 1,
      carouselName: '月季花季 满199减20',
      imgUrl: banner('banner-1.svg', '月季花季', '藤本月季 满199减20', '#c8506a'),
      redirectType: REDIRECT.category,
      redirectId: String(rose),
      sortOrder: 1,
    },
    {
      carouselId: 2,
      carouselName: '绣球专场',
      imgUrl: banner('banner-2.svg', '绣球专场', '无尽夏 花手鞠 新品上架', '#5b7fc4'),
      redirectType: REDIRECT.activity,
      redirectId: '1',
      sortOrder: 2,
    },
    {
      carouselId: 3,
      carouselName: '爆款龙沙宝石',
      imgUrl: banner('banner-3.svg', '龙沙宝石', '花园爆款 限量发售', '#d27d94'),
      redirectType: REDIRECT.goods,
      redirectId: String(onSale.find((g) => g.name.startsWith('龙沙宝石'))?.goodsId),
      sortOrder: 3,
    },
    {
      carouselId: 4,
      carouselName: '多肉满3件包邮',
      imgUrl: banner('banner-4.svg', '满3件包邮', '多肉植物 任选3件', '#6a9a5b'),
      redirectType: REDIRECT.search,
      redirectId: '多肉',
      sortOrder: 4,
    },
    {
      carouselId: 6,
      carouselName: '植物推荐,按城市找能过冬的植物',
      imgUrl: banner('banner-6.svg', '植物推荐', '选好城市 只看能在你家过冬的植物', '#3f8f5a'),
      redirectType: REDIRECT.recommend,
      redirectId: '1',
      sortOrder: 6,
    },
    {
      carouselId: 5,
      carouselName: '拼团享好价',
      imgUrl: banner('banner-5.svg', '拼团享好价', '3人成团 更多优惠', '#e0923d'),
      redirectType: REDIRECT.groupBuy,
      redirectId: '12',
      sortOrder: 5,
    },
  ];

  const presold = new Set(catalogue.goodsDeliveries.map((d) => d.goodsId));
  const showing = (shows: Showcase) => {
    if ('tag' in shows)
      return onSale.filter((g) => hasTag(shows.tag, { goodsId: g.goodsId as number, name: g.name, presell: presold.has(g.goodsId as number) }));
    const inside = categoriesUnder(catalogue.categories, shows.categories);
    return onSale.filter((g) => inside.has(g.catId));
  };
  const themeRows: Insert<typeof themes>[] = [];
  const themeGoodsRows: Insert<typeof themeGoods>[] = [];
  HOME_THEMES.forEach(({ name, size, shows }, i) => {
    const themeId = i + 1;
    const chosen = goodsIds(random.sample(showing(shows), size));
    // "View more" opens the theme's category, the 新品 search, or the listed goods.
    const link =
      'categories' in shows
        ? { redirectType: REDIRECT.category, redirectId: String(Math.min(...categoriesUnder(catalogue.categories, shows.categories.slice(0, 1)))) }
        : shows.tag === 'new'
          ? { redirectType: REDIRECT.search, redirectId: '新品' }
          : { redirectType: REDIRECT.goodsList, redirectId: chosen.join(',') };
    themeRows.push({ themeId, themeName: name, ...link, sortOrder: i });
    chosen.forEach((goodsId, sortOrder) => themeGoodsRows.push({ themeId, goodsId, sortOrder }));
  });

  const activityRows: Insert<typeof activities>[] = [
    {
      apId: 1,
      title: '绣球花园节',
      banner: banner('activity-1.svg', '绣球花园节', '把夏天种进花园', '#6b8fd6'),
      content: '<p>无尽夏、花手鞠、圆锥绣球，一次买齐。</p>',
    },
    {
      apId: 2,
      title: '秋植球根季',
      banner: banner('activity-2.svg', '秋植球根季', '郁金香 风信子 洋水仙', '#b0679e'),
      content: '<p>十月种下，来年春天满园花开。</p>',
    },
    {
      apId: 3,
      title: '园丁工具节',
      banner: banner('activity-3.svg', '园丁工具节', '好工具 事半功倍', '#5a8a6e'),
      content: '<p>修剪、浇灌、松土，专业工具一站购齐。</p>',
    },
  ];
  const subjectRows: Insert<typeof subjects>[] = [];
  const subjectGoodsRows: Insert<typeof subjectGoods>[] = [];
  for (const [apId, sections] of Object.entries(ACTIVITY_SECTIONS)) {
    sections.forEach(({ title, shows }, s) => {
      const subjectId = subjectRows.length + 1;
      subjectRows.push({ subjectId, apId: Number(apId), title, sortOrder: s });
      goodsIds(random.sample(showing(shows), random.int(4, 8))).forEach((goodsId, sortOrder) =>
        subjectGoodsRows.push({ subjectId, goodsId, sortOrder }),
      );
    });
  }

  const favActivityRows: Insert<typeof favActivities>[] = [
    { fvId: 1, actType: 1, name: '多肉满3件包邮', number: 3, amountFen: 0, begTime: new Date(t - 5 * DAY), endTime: new Date(t + 30 * DAY) },
    { fvId: 2, actType: 2, name: '园艺资材满99元包邮', number: 0, amountFen: 9900, begTime: new Date(t - 5 * DAY), endTime: new Date(t + 30 * DAY) },
    { fvId: 3, actType: 3, name: '限时特价', number: 0, amountFen: 0, begTime: new Date(t - DAY), endTime: new Date(t + 7 * DAY) },
  ];
  const favGoodsRows: Insert<typeof favActivityGoods>[] = [];
  const inTop = (name: string) => onSale.filter((g) => isUnder(catalogue, g.catId, topCategories.find((c) => c.catName === name)?.catId as number));
  goodsIds(inTop('多肉植物')).forEach((goodsId, sortOrder) => favGoodsRows.push({ fvId: 1, goodsId, sortOrder }));
  goodsIds([...inTop('园艺工具'), ...inTop('花盆'), ...inTop('肥料')]).forEach((goodsId, sortOrder) =>
    favGoodsRows.push({ fvId: 2, goodsId, sortOrder }),
  );
  random
    .sample(
      onSale.filter((g) => !g.isDeposit),
      24,
    )
    .forEach((g, sortOrder) =>
      favGoodsRows.push({ fvId: 3, goodsId: g.goodsId as number, promoPriceFen: Math.round(((g.sortPriceFen ?? 0) * 8) / 1000) * 10, sortOrder }),
    );
  // A buy-N-get-a-gift promotion (act_type 4, `number` = N; the goods at promo price 0 is the gift), so
  // the cart and the order page have `present` lines to show (shopping §3).
  const pots = inTop('花盆');
  const [gift] = inTop('肥料');
  if (gift && pots.length > 0) {
    favActivityRows.push({
      fvId: 4,
      actType: 4,
      name: `花盆买2件赠${gift.name}`,
      number: 2,
      amountFen: 0,
      begTime: new Date(t - 5 * DAY),
      endTime: new Date(t + 30 * DAY),
    });
    goodsIds(pots).forEach((goodsId, sortOrder) => favGoodsRows.push({ fvId: 4, goodsId, sortOrder }));
    favGoodsRows.push({ fvId: 4, goodsId: gift.goodsId as number, promoPriceFen: 0, sortOrder: pots.length });
  }

  // Rankings by sales: the whole shop (cat_id 0) and each top category.
  const rankingRows: Insert<typeof rankings>[] = [];
  const bySales = [...onSale].sort((a, b) => (b.sales ?? 0) - (a.sales ?? 0));
  bySales.slice(0, 30).forEach((g, i) => rankingRows.push({ catId: 0, goodsId: g.goodsId as number, position: i + 1 }));
  for (const top of topCategories) {
    bySales
      .filter((g) => isUnder(catalogue, g.catId, top.catId as number))
      .slice(0, 10)
      .forEach((g, i) => rankingRows.push({ catId: top.catId as number, goodsId: g.goodsId as number, position: i + 1 }));
  }

  // Reviews with images, follow-ups, replies, official replies and likes (storefront §3 "Review").
  const pictures: PictureSpec[] = [];
  const reviewRows: Insert<typeof reviews>[] = [];
  const commentRows: Insert<typeof reviewComments>[] = [];
  const likeRows: Insert<typeof reviewLikes>[] = [];
  const reviewers = [users.shopperId, ...users.reviewerIds];
  const kinds = new Map(TOP_CATEGORIES.map((top, i) => [i + 1, top.kind]));
  // A review names a spec the goods is sold in.
  const firstSpec = new Map(catalogue.goodsAttrs.filter((a) => a.attrId === ATTR.spec && a.sortOrder === 0).map((a) => [a.goodsId, a.label]));
  for (const g of catalogue.goods) {
    const goodsId = g.goodsId as number;
    if (goodsId % 3 === 2) continue;
    const count = goodsId % 4 === 0 ? random.int(11, 16) : random.int(1, 6);
    const writers = random.sample(reviewers, count);
    writers.forEach((userId, i) => {
      const gCommentId = reviewRows.length + 1;
      const rank = random.pick([5, 5, 5, 4, 4, 3, 2, 1]);
      const text =
        rank >= 4
          ? (REVIEW_TEXTS[random.int(0, 4)] as string)
          : rank === 3
            ? (REVIEW_TEXTS[5] as string)
            : (REVIEW_TEXTS[random.int(6, 7)] as string);
      const imgs: string[] = [];
      if (random.chance(0.35)) {
        for (let p = 0; p < random.int(1, 4); p += 1) {
          const file = `r${gCommentId}-${p}.svg`;
          const top = topOf(catalogue, g.catId);
          pictures.push({
            file,
            kind: kinds.get(top) ?? 'flower',
            title: '买家实拍',
            colour: random.pick(['#d64545', '#ee8fb0', '#8e5fb8', '#5b84d6', '#f2c744']),
            background: '#f3efe6',
          });
          imgs.push(`${SEED_MEDIA_URL}/${file}`);
        }
      }
      const addTime = new Date(t - random.int(1, 120) * DAY - i * 3600_000);
      const followUp = random.chance(0.15);
      const likers = random.chance(0.5)
        ? random.sample(
            reviewers.filter((u) => u !== userId),
            random.int(1, 5),
          )
        : [];
      reviewRows.push({
        gCommentId,
        goodsId,
        userId,
        commentRank: rank,
        content: text,
        imgs,
        goodsAttr: `规格:${firstSpec.get(goodsId) ?? ''}`,
        followContent: followUp ? '追评：一个月后长势很好，又冒了很多新芽。' : null,
        followTime: followUp ? new Date(addTime.getTime() + 30 * DAY) : null,
        zan: likers.length,
        addTime,
      });
      for (const liker of likers) likeRows.push({ gCommentId, userId: liker, addTime: new Date(addTime.getTime() + DAY) });
      if (random.chance(0.3)) {
        const commentId = commentRows.length + 1;
        const replier = random.pick(reviewers.filter((u) => u !== userId));
        commentRows.push({
          commentId,
          gCommentId,
          userId: replier,
          content: random.pick(REPLY_TEXTS),
          isOfficial: false,
          createTime: new Date(addTime.getTime() + DAY),
        });
        commentRows.push({
          commentId: commentId + 1,
          gCommentId,
          replyId: commentId,
          userId,
          content: '一周浇一次，看盆土干湿。',
          isOfficial: false,
          createTime: new Date(addTime.getTime() + 2 * DAY),
        });
      }
      if (rank <= 3 || random.chance(0.2)) {
        commentRows.push({
          commentId: commentRows.length + 1,
          gCommentId,
          content: rank <= 3 ? (OFFICIAL_REPLIES[1] as string) : (OFFICIAL_REPLIES[0] as string),
          isOfficial: true,
          createTime: new Date(addTime.getTime() + 3 * DAY),
        });
      }
    });
  }

  const favouriteRows: Insert<typeof favourites>[] = random.sample(onSale, 6).map((g, i) => ({
    userId: users.shopperId,
    goodsId: g.goodsId as number,
    priceFen: g.sortPriceFen ?? 0,
    addTime: new Date(t - (i + 1) * DAY),
  }));

  return {
    couponTypes: couponTypeRows,
    userCoupons: userCouponRows,
    carousels: carouselRows,
    themes: themeRows,
    themeGoods: themeGoodsRows,
    // The home page's greyscale mode exists but is off in the demo (storefront §2 "silent").
    siteSettings: [{ name: 'silent', value: '0' }],
    activities: activityRows,
    subjects: subjectRows,
    subjectGoods: subjectGoodsRows,
    favActivities: favActivityRows,
    favActivityGoods: favGoodsRows,
    rankings: rankingRows,
    reviews: reviewRows,
    reviewComments: commentRows,
    reviewLikes: likeRows,
    favourites: favouriteRows,
    pictures,
    banners,
  };
}

function topOf(catalogue: CatalogueRows, catId: number): number {
  let category = catalogue.categories.find((c) => c.catId === catId);
  while (category && category.parentId !== 0) {
    const parentId = category.parentId;
    category = catalogue.categories.find((c) => c.catId === parentId);
  }
  return category?.catId ?? 0;
}

function isUnder(catalogue: CatalogueRows, catId: number, topId: number): boolean {
  return topOf(catalogue, catId) === topId;
}
