// The words the demo catalogue is built from: real plant and garden names, so the shop reads like one.
import { FLOWER_COLOURS, type FlowerColour } from '@garden/domain';
import type { PictureKind } from './pictures';

/** A top category with its second- and third-level children and the goods names it sells. */
export interface TopCategorySeed {
  readonly name: string;
  readonly kind: PictureKind;
  /** Whether goods are living plants (they get light, flower colour and plant-type filters). */
  readonly plant: boolean;
  readonly children: readonly { readonly name: string; readonly children: readonly string[] }[];
  /** Variety or product names; goods names combine them with a form. */
  readonly varieties: readonly string[];
  /** Forms sold (规格 values, also name suffixes). */
  readonly forms: readonly string[];
}

export const TOP_CATEGORIES: readonly TopCategorySeed[] = [
  {
    name: '月季',
    kind: 'flower',
    plant: true,
    children: [
      { name: '藤本月季', children: ['大花藤本', '小花藤本', '微型藤本'] },
      { name: '灌木月季', children: ['英国月季', '法国月季', '日本月季'] },
      { name: '盆栽月季', children: ['微型月季', '树状月季'] },
    ],
    varieties: [
      '龙沙宝石',
      '莫奈',
      '蓝色阴雨',
      '果汁阳台',
      '夏洛特夫人',
      '瑞典女王',
      '红色达芬奇',
      '安吉拉',
      '大游行',
      '朱丽叶',
      '权杖之岛',
      '黄金庆典',
    ],
    forms: ['1加仑', '2加仑', '5加仑', '裸根苗'],
  },
  {
    name: '绣球',
    kind: 'flower',
    plant: true,
    children: [
      { name: '大花绣球', children: ['无尽夏系列', '花手鞠系列'] },
      { name: '圆锥绣球', children: ['香草草莓', '石灰灯'] },
      { name: '乔木绣球', children: ['安娜贝尔', '粉色安娜贝尔'] },
    ],
    varieties: ['无尽夏', '花手鞠', '妖精之瞳', '魔幻珊瑚', '万华镜', '香草草莓', '石灰灯', '安娜贝尔', '银边八仙花', '塞布丽娜'],
    forms: ['1加仑', '2加仑', '3加仑'],
  },
  {
    name: '铁线莲',
    kind: 'flower',
    plant: true,
    children: [
      { name: '早花大花型', children: ['重瓣品种', '单瓣品种'] },
      { name: '晚花大花型', children: ['意大利型', '全缘型'] },
      { name: '常绿型', children: ['卷须型', '蒙大拿型'] },
    ],
    varieties: ['乌托邦', '包查德女伯爵', '如梦', '超级杰克曼', '小鸭', '约瑟芬', '波兰精神', '紫罗兰之星', '戴安娜王妃', '银币'],
    forms: ['1加仑', '2加仑', '小苗'],
  },
  {
    name: '多肉植物',
    kind: 'succulent',
    plant: true,
    children: [
      { name: '景天科', children: ['拟石莲属', '景天属', '风车草属'] },
      { name: '番杏科', children: ['生石花', '肉锥花'] },
      { name: '仙人掌科', children: ['金琥', '星球'] },
    ],
    varieties: ['桃蛋', '冰玉', '白牡丹', '黑王子', '乙女心', '熊童子', '生石花', '玉露', '碧光环', '金琥', '月兔耳', '静夜'],
    forms: ['单头', '群生', '拼盘'],
  },
  {
    name: '果树',
    kind: 'tree',
    plant: true,
    children: [
      { name: '浆果类', children: ['蓝莓', '树莓', '草莓'] },
      { name: '柑橘类', children: ['金桔', '柠檬'] },
      { name: '落叶果树', children: ['无花果', '葡萄', '樱桃'] },
    ],
    varieties: ['蓝莓', '无花果', '金桔', '柠檬', '巨峰葡萄', '阳光玫瑰葡萄', '车厘子', '树莓', '石榴', '枇杷'],
    forms: ['2年苗', '3年苗', '结果大苗'],
  },
  {
    name: '球根',
    kind: 'bulb',
    plant: true,
    children: [
      { name: '春植球根', children: ['大丽花', '百合', '美人蕉'] },
      { name: '秋植球根', children: ['郁金香', '风信子', '洋水仙'] },
    ],
    varieties: ['郁金香', '风信子', '洋水仙', '朱顶红', '大丽花', '东方百合', '葡萄风信子', '花毛茛', '银莲花', '马蹄莲'],
    forms: ['5球装', '10球装', '20球装'],
  },
  {
    name: '种子',
    kind: 'seed',
    plant: true,
    children: [
      { name: '花卉种子', children: ['一年生花种', '多年生花种'] },
      { name: '蔬菜种子', children: ['叶菜类', '茄果类'] },
      { name: '香草种子', children: ['薄荷', '罗勒'] },
    ],
    varieties: ['波斯菊', '向日葵', '百日草', '矮牵牛', '樱桃番茄', '生菜', '薄荷', '罗勒', '虞美人', '飞燕草'],
    forms: ['1包', '3包', '10包'],
  },
  {
    name: '园艺工具',
    kind: 'tool',
    plant: false,
    children: [
      { name: '修剪工具', children: ['修枝剪', '高枝剪'] },
      { name: '浇灌工具', children: ['洒水壶', '水管'] },
      { name: '松土工具', children: ['小铲', '耙子'] },
    ],
    varieties: ['不锈钢修枝剪', '伸缩高枝剪', '长嘴洒水壶', '伸缩水管', '园艺小铲', '三齿耙', '园艺手套', '喷壶', '移栽铲', '嫁接刀'],
    forms: ['小号', '中号', '大号'],
  },
  {
    name: '花盆',
    kind: 'pot',
    plant: false,
    children: [
      { name: '陶瓷花盆', children: ['粗陶盆', '釉面盆'] },
      { name: '塑料花盆', children: ['加仑盆', '控根盆'] },
      { name: '吊盆', children: ['吊篮', '壁挂盆'] },
    ],
    varieties: ['粗陶花盆', '釉面花盆', '加仑盆', '控根盆', '树脂花盆', '吊篮', '壁挂盆', '长方形阳台盆', '水泥花盆', '紫砂盆'],
    forms: ['小号', '中号', '大号'],
  },
  {
    name: '肥料',
    kind: 'fertilizer',
    plant: false,
    children: [
      { name: '有机肥', children: ['羊粪', '鸡粪'] },
      { name: '缓释肥', children: ['奥绿', '魔肥'] },
      { name: '水溶肥', children: ['花多多', '叶面肥'] },
    ],
    varieties: ['发酵羊粪', '有机鸡粪', '奥绿缓释肥', '魔肥', '花多多', '骨粉', '海藻精', '硫酸亚铁', '蚯蚓粪', '营养土'],
    forms: ['1kg', '2.5kg', '10kg'],
  },
  {
    name: '草花',
    kind: 'flower',
    plant: true,
    children: [
      { name: '一年生草花', children: ['矮牵牛', '三色堇'] },
      { name: '宿根草花', children: ['萱草', '鼠尾草'] },
    ],
    varieties: ['矮牵牛', '三色堇', '天竺葵', '萱草', '鼠尾草', '毛地黄', '耧斗菜', '松果菊', '薰衣草', '金鸡菊'],
    forms: ['营养钵', '1加仑', '组合盆'],
  },
  {
    name: '观叶植物',
    kind: 'foliage',
    plant: true,
    children: [
      { name: '室内绿植', children: ['龟背竹', '琴叶榕'] },
      { name: '蕨类', children: ['波士顿蕨', '鹿角蕨'] },
    ],
    varieties: ['龟背竹', '琴叶榕', '天堂鸟', '绿萝', '虎尾兰', '波士顿蕨', '鹿角蕨', '橡皮树', '散尾葵', '白掌'],
    forms: ['小盆', '中盆', '落地大盆'],
  },
  {
    name: '兰花',
    kind: 'flower',
    plant: true,
    children: [
      { name: '国兰', children: ['春兰', '蕙兰'] },
      { name: '洋兰', children: ['蝴蝶兰', '石斛兰'] },
    ],
    varieties: ['蝴蝶兰', '石斛兰', '春兰', '蕙兰', '文心兰', '卡特兰', '兜兰', '万代兰'],
    forms: ['单株', '双株', '开花株'],
  },
  {
    name: '水生植物',
    kind: 'foliage',
    plant: true,
    children: [
      { name: '睡莲', children: ['耐寒睡莲', '热带睡莲'] },
      { name: '荷花', children: ['碗莲', '大型荷花'] },
    ],
    varieties: ['耐寒睡莲', '热带睡莲', '碗莲', '铜钱草', '再力花', '梭鱼草', '千屈菜', '水葱'],
    forms: ['种藕', '盆栽', '开花苗'],
  },
];

export const BRANDS = ['虹越', '花彩', '园丁之家', '绿手指', '奥绿', '花多多', '德沃多', '美乐棵', '种福', '青苗园艺', '日本鸟牌', '嘉宝'];

/** Each flower colour's swatch in the seed's drawings. */
const SWATCHES: Readonly<Record<FlowerColour, string>> = {
  红色: '#d64545',
  粉色: '#ee8fb0',
  白色: '#f4f1ea',
  黄色: '#f2c744',
  紫色: '#8e5fb8',
  蓝色: '#5b84d6',
  橙色: '#f0913a',
  绿色: '#5fa35a',
};

/** 颜色 and 花色 values, the finder's colour list (kept in the domain), with their swatches. */
export const COLOURS: readonly { readonly name: FlowerColour; readonly hex: string }[] = FLOWER_COLOURS.map((name) => ({
  name,
  hex: SWATCHES[name],
}));

// 光照 and 植物属性 values are the plant finder's lists (shopping §9), kept in the domain.
export { LIGHT_NEEDS, PLANT_TYPES } from '@garden/domain';
export const MATERIALS = ['陶瓷', '塑料', '树脂', '不锈钢', '木质', '有机质'];

/** Places goods ship from (`sendAddress_id`): the warehouses' names and region ids (杭州市, 苏州市, 昆明市). */
export const SHIP_FROM = [
  { id: 1, name: '杭州仓', regionId: 3301 },
  { id: 2, name: '苏州仓', regionId: 3205 },
  { id: 3, name: '昆明仓', regionId: 5301 },
];

/** Supplier ids (`sup_id`) the demo goods come from. */
export const SUPPLIERS = [101, 102, 103, 104];

export const REVIEW_TEXTS = [
  '包装很用心，到货时叶子都很精神，已经换盆了。',
  '苗子比想象的壮，根系发达，期待开花！',
  '第二次回购了，品质一如既往的好。',
  '快递有点慢，但植物状态不错，客服也很耐心。',
  '花苞很多，放在阳台上半个月就开了，颜色很正。',
  '和图片有点差距，不过整体还可以。',
  '到货有两片叶子折了，希望能恢复。',
  '物流太慢了，到的时候土都干透了。',
  '很好用，做工扎实，手感不错。',
  '性价比很高，推荐给花友们。',
  '尺寸刚好，放在窗台很合适。',
  '第一次养，按照说明操作，目前长势良好。',
];

export const REPLY_TEXTS = ['请问这个要多久浇一次水？', '我家的也是，开得特别好！', '同款，已经爆盆了', '谢谢分享，准备入手'];

export const OFFICIAL_REPLIES = ['感谢亲的支持，祝您养护愉快！有问题随时联系我们。', '非常抱歉给您带来不好的体验，客服会尽快联系您处理。'];

/** Reviewer nicknames: short and long ones, so the mask (storefront §9) shows in the lists. */
export const REVIEWER_NICKS = [
  '花开半夏',
  '小园丁',
  '绣球控的日常生活',
  '阳台上的小森林',
  'rose_lover_2024',
  '多肉妈妈',
  '',
  '铁线莲爱好者协会会长',
  'Amy',
  '种花的程序员小王',
  '青青园中葵',
  '春风十里',
];
