import { REDIRECT_TYPES } from '@garden/domain';

/** The link kinds as a Select offers them (domain REDIRECT_TYPES), with what the target field holds. */
export const LINK_KINDS: { value: string; label: string; target: string }[] = [
  { value: String(REDIRECT_TYPES.goods), label: '商品', target: '商品编号' },
  { value: String(REDIRECT_TYPES.category), label: '分类', target: '分类编号' },
  { value: String(REDIRECT_TYPES.activity), label: '活动页', target: '活动编号' },
  { value: String(REDIRECT_TYPES.goodsList), label: '商品列表', target: '商品编号，以逗号分隔' },
  { value: String(REDIRECT_TYPES.search), label: '搜索', target: '搜索关键字' },
  { value: String(REDIRECT_TYPES.recommend), label: '植物推荐', target: '推荐编号' },
  { value: String(REDIRECT_TYPES.groupBuy), label: '团购', target: '团购编号' },
  { value: String(REDIRECT_TYPES.bridge), label: '桥接', target: '桥接编号' },
];

export const linkKindLabel = (type: number) => LINK_KINDS.find((kind) => kind.value === String(type))?.label ?? String(type);
