// Every link of the site's frame (the account menu, the user menu, the footer), in one place so one
// test can check that each goes to a page that exists (site-links.test.ts): an unknown path still falls
// back to /index (storefront §2, routes/$.tsx), but no link of ours relies on that.

interface SiteLink {
  readonly label: string;
  readonly href: string;
}

/** The account side menu of storefront §2, in its order. */
export const ACCOUNT_MENU: readonly SiteLink[] = [
  { label: '我的订单', href: '/userOrder' },
  { label: '收货地址', href: '/addressList' },
  { label: '我的评价', href: '/myComment' },
  { label: '我的优惠券', href: '/coupon' },
  { label: '会员卡', href: '/userCard' },
  { label: '我的余额', href: '/myBalance' },
  { label: '个人信息', href: '/userCenter' },
  { label: '我的收藏', href: '/myCollect' },
];

/** The header's user menu. */
export const USER_MENU: readonly SiteLink[] = [
  { label: '用户中心', href: '/userCenter' },
  { label: '我的订单', href: '/userOrder' },
  { label: '我的评价', href: '/myComment' },
  { label: '购物车', href: '/shopCart' },
  { label: '我的收藏', href: '/myCollect' },
  { label: '我的余额', href: '/myBalance' },
  { label: '植物目录', href: '/bkHome' },
];

/** The header's top-bar link to the plant finder, for every visitor (shopping §1 "plant finder"). */
export const FINDER_LINK: SiteLink = { label: '植物推荐', href: '/recommend' };

/** Traders' own link in the user menu (shopping §2 "Catalogue": only trader accounts see the quotation list). */
export const TRADER_MENU: readonly SiteLink[] = [{ label: '报价清单', href: '/bkList' }];

/** The footer's link groups. */
export const FOOTER_LINKS: readonly { readonly title: string; readonly links: readonly SiteLink[] }[] = [
  {
    title: '购物指南',
    links: [
      { label: '购物车', href: '/shopCart' },
      { label: '我的订单', href: '/userOrder' },
      { label: '优惠券', href: '/coupon' },
    ],
  },
  {
    title: '会员服务',
    links: [
      { label: '用户中心', href: '/userCenter' },
      { label: '会员卡', href: '/userCard' },
      { label: '我的余额', href: '/myBalance' },
    ],
  },
  {
    title: '售后保障',
    links: [
      { label: '申请售后', href: '/userOrder' },
      { label: '我的评价', href: '/myComment' },
      { label: '收货地址', href: '/addressList' },
    ],
  },
  {
    title: '更多服务',
    links: [
      { label: '植物推荐', href: '/recommend' },
      { label: '植物目录', href: '/bkHome' },
      { label: '目录下载', href: '/bkDownload' },
      { label: '我的收藏', href: '/myCollect' },
      { label: '提现', href: '/turnCash' },
    ],
  },
];
