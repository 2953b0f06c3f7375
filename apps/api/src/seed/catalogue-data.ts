// The words the demo catalogue is built from: real plant and garden names, so the shop reads like one.
import {
  FLOWER_COLOURS,
  type FlowerColour,
  GROWTH_HABITS,
  type GrowthHabit,
  LIGHT_NEEDS,
  type LightNeed,
  PLANT_SPECIALITIES,
  PLANT_TOLERANCES,
  PLANT_TYPES,
  type PlantType,
} from '@garden/domain';
import { PICTURE_KINDS, type PictureKind } from './pictures';

type Speciality = (typeof PLANT_SPECIALITIES)[number];
type Tolerance = (typeof PLANT_TOLERANCES)[number];

/**
 * One row of the plant table: everything the shop says about a plant, so its goods' 花色, 光照 and 植物属性,
 * its finder card and its place in the category tree are read from here and cannot disagree.
 */
export interface PlantSeed {
  readonly name: string;
  /** The third-level category it sits in. */
  readonly category: string;
  /** 花色: the flower's colour, or for plants grown for their leaves the leaves'. */
  readonly colour: FlowerColour;
  /** 植物属性. */
  readonly type: PlantType;
  /** 光照. */
  readonly light: LightNeed;
  readonly habit: GrowthHabit;
  /** The hardiness zones it lives in, coldest to warmest (`5b-9b`); annuals sown in spring grow in any. */
  readonly hardiness: string;
  readonly specialities: readonly Speciality[];
}

/** A garden supply (tool, pot, fertiliser): its third-level category and 材质. */
export interface SupplySeed {
  readonly name: string;
  readonly category: string;
  readonly material: string;
}

interface CategoryTreeSeed {
  readonly name: string;
  readonly kind: PictureKind;
  readonly children: readonly { readonly name: string; readonly children: readonly string[] }[];
  /** Forms sold (规格 values). */
  readonly forms: readonly string[];
}

/**
 * A top category with its second- and third-level children and what it sells. Each row is sold as up to three
 * goods (plain, 精品, 新品), so a category needs at least 10 rows for its 30 goods to have distinct names.
 */
export type TopCategorySeed = CategoryTreeSeed &
  (
    | { readonly plant: true; readonly tolerances: readonly Tolerance[]; readonly goods: readonly PlantSeed[] }
    | { readonly plant: false; readonly goods: readonly SupplySeed[] }
  );

/** 材质 values: every supply's material is one of these. */
export const MATERIALS = ['陶瓷', '塑料', '树脂', '水泥', '不锈钢', '木质', '织物', '有机质', '无机质'];

/** A table written one row a line, its words apart by spaces: the words of each row. */
function wordsByRow(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(/\s+/));
}

/** A table's rows as records of its columns; a row of another width stops the seed. */
function rowsOf<Column extends string>(table: string, columns: readonly Column[]): Record<Column, string>[] {
  return wordsByRow(table).map((words) => {
    if (words.length !== columns.length) throw new Error(`catalogue data: ${columns.length} words wanted in "${words.join(' ')}"`);
    return Object.fromEntries(columns.map((column, i) => [column, words[i]])) as Record<Column, string>;
  });
}

/** `word` when it is one of the domain's `values`; anything else stops the seed, so a typo never reaches the shop. */
function oneOf<T extends string>(values: readonly T[], word: string): T {
  if (!(values as readonly string[]).includes(word)) throw new Error(`catalogue data: "${word}" is none of ${values.join(' ')}`);
  return word as T;
}

/**
 * The plants of a table, one a line: name, third-level category, 花色, 植物属性, 光照, habit, hardiness zones,
 * specialities joined by 、.
 */
function plants(table: string): PlantSeed[] {
  const columns = ['name', 'category', 'colour', 'type', 'light', 'habit', 'hardiness', 'specialities'] as const;
  return rowsOf(table, columns).map((row) => ({
    ...row,
    colour: oneOf(FLOWER_COLOURS, row.colour),
    type: oneOf(PLANT_TYPES, row.type),
    light: oneOf(LIGHT_NEEDS, row.light),
    habit: oneOf(GROWTH_HABITS, row.habit),
    specialities: row.specialities.split('、').map((word) => oneOf(PLANT_SPECIALITIES, word)),
  }));
}

/** The supplies of a table, one a line: name, third-level category, 材质. */
function supplies(table: string): SupplySeed[] {
  return rowsOf(table, ['name', 'category', 'material'] as const).map((row) => ({ ...row, material: oneOf(MATERIALS, row.material) }));
}

/**
 * Each top category of `TOPS` with its children from `CATEGORY_TREE` and the plants or supplies in them, in the
 * tables' order; goods in no category of the tree stop the seed.
 */
function topCategories(): TopCategorySeed[] {
  const treeRows = wordsByRow(CATEGORY_TREE);
  const plantRows = plants(PLANTS);
  const supplyRows = supplies(SUPPLIES);
  const known = new Set(treeRows.flatMap(([, , ...thirds]) => thirds));
  for (const row of [...plantRows, ...supplyRows])
    if (!known.has(row.category)) throw new Error(`catalogue data: "${row.category}" of ${row.name} is in no category tree`);
  const columns = ['name', 'kind', 'sells', 'forms', 'tolerances'] as const;
  return rowsOf(TOPS, columns).map((top) => {
    const children = treeRows.filter(([topName]) => topName === top.name).map(([, name = '', ...thirds]) => ({ name, children: thirds }));
    const inTop = (goods: { category: string }) => children.some((child) => child.children.includes(goods.category));
    const base = { name: top.name, kind: oneOf(PICTURE_KINDS, top.kind), children, forms: top.forms.split('、') };
    if (oneOf(['plants', 'supplies'], top.sells) === 'supplies') return { ...base, plant: false, goods: supplyRows.filter(inTop) };
    return {
      ...base,
      plant: true,
      tolerances: top.tolerances.split('、').map((word) => oneOf(PLANT_TOLERANCES, word)),
      goods: plantRows.filter(inTop),
    };
  });
}

/**
 * The top categories in shop order, one a line: name, picture kind, what it sells (`plants` or `supplies`), the forms
 * sold (规格 values, joined by 、) and, for plants, the tolerances they share (joined by 、; — for supplies).
 */
const TOPS = `
  月季      flower      plants    1加仑、2加仑、5加仑、裸根苗  耐修剪
  绣球      flower      plants    1加仑、2加仑、3加仑          耐湿、耐修剪
  铁线莲    flower      plants    1加仑、2加仑、小苗           耐修剪
  多肉植物  succulent   plants    单头、群生、拼盘             耐旱、耐瘠薄
  果树      tree        plants    2年苗、3年苗、结果大苗       耐修剪
  球根      bulb        plants    5球装、10球装、20球装        耐瘠薄
  种子      seed        plants    1包、3包、10包               耐热
  园艺工具  tool        supplies  小号、中号、大号             —
  花盆      pot         supplies  小号、中号、大号             —
  肥料      fertilizer  supplies  1kg、2.5kg、10kg             —
  草花      flower      plants    营养钵、1加仑、组合盆        耐旱
  观叶植物  foliage     plants    小盆、中盆、落地大盆         耐湿
  兰花      flower      plants    单株、双株、开花株           耐湿
  水生植物  foliage     plants    种藕、盆栽、开花苗           耐湿
`;

/** Each top category's children, one second-level category a line: its top, its name, then its third-level ones. */
const CATEGORY_TREE = `
  月季      藤本月季    大花藤本    小花藤本
  月季      灌木月季    英国月季    法国月季
  月季      盆栽月季    微型月季    丰花月季
  绣球      大花绣球    球型绣球    平顶绣球
  绣球      圆锥绣球    香草草莓    石灰灯
  绣球      乔木绣球    安娜贝尔    粉色安娜贝尔
  铁线莲    早花大花型  重瓣品种    单瓣品种
  铁线莲    晚花型      杰克曼型    意大利型
  铁线莲    草本型      全缘型
  多肉植物  景天科      拟石莲属    景天属        风车草属    伽蓝菜属  银波锦属
  多肉植物  番杏科      生石花属    肉锥花属
  多肉植物  仙人掌科    金琥属      星球属
  多肉植物  阿福花科    十二卷属
  果树      浆果类      蓝莓        树莓          草莓
  果树      柑橘类      金桔        柠檬
  果树      落叶果树    无花果      葡萄          樱桃        石榴
  球根      春植球根    大丽花      百合          朱顶红      马蹄莲
  球根      秋植球根    郁金香      风信子        洋水仙      毛茛科
  种子      花卉种子    一年生花种  多年生花种
  种子      蔬菜种子    叶菜类      茄果类
  种子      香草种子    薄荷        罗勒
  园艺工具  修剪工具    修枝剪      高枝剪        嫁接刀
  园艺工具  浇灌工具    洒水壶      水管          喷壶
  园艺工具  松土工具    小铲        耙子
  园艺工具  防护用品    手套
  花盆      陶瓷花盆    粗陶盆      釉面盆        紫砂盆
  花盆      塑料花盆    加仑盆      控根盆        阳台种植箱
  花盆      吊盆        吊篮        壁挂盆
  花盆      其他材质    树脂盆      水泥盆
  肥料      有机肥      羊粪        鸡粪          蚯蚓粪      骨粉
  肥料      缓释肥      奥绿        魔肥
  肥料      水溶肥      花多多      叶面肥
  肥料      土壤调理    酸性调理    营养土
  草花      时令草花    矮牵牛      三色堇        天竺葵
  草花      宿根草花    花境宿根    芳香宿根
  观叶植物  室内绿植    大型绿植    桌面绿植      垂吊绿植
  观叶植物  蕨类        波士顿蕨    鹿角蕨
  兰花      国兰        春兰        蕙兰          建兰        墨兰
  兰花      洋兰        蝴蝶兰      石斛兰        文心兰      卡特兰    兜兰      万代兰
  水生植物  睡莲        耐寒睡莲    热带睡莲
  水生植物  荷花        碗莲        大型荷花
  水生植物  水景植物    挺水植物    浮叶植物
`;

/**
 * Every plant, one a line, in its top category's order: name, third-level category, 花色, 植物属性, 光照, habit,
 * hardiness zones (annuals sown in spring flower in any zone's summer: 3a-11b), specialities joined by 、.
 */
const PLANTS = `
  龙沙宝石      大花藤本      粉色  藤本        全日照          攀援      5b-9b    观花
  莫奈          法国月季      粉色  灌木        全日照          丛生      6a-9b    观花、芳香
  蓝色阴雨      小花藤本      紫色  藤本        全日照至半日照  攀援      5b-9b    观花
  果汁阳台      微型月季      橙色  灌木        全日照          丛生      6a-9b    观花
  夏洛特夫人    英国月季      橙色  灌木        全日照          丛生      5b-9b    观花、芳香
  瑞典女王      英国月季      粉色  灌木        全日照          直立      5a-9b    观花、芳香
  红色达芬奇    丰花月季      红色  灌木        全日照          丛生      6a-9b    观花
  安吉拉        小花藤本      粉色  藤本        全日照          攀援      5b-9b    观花
  大游行        大花藤本      粉色  藤本        全日照          攀援      5b-9b    观花、芳香
  朱丽叶        英国月季      橙色  灌木        全日照          丛生      6a-9b    观花、芳香
  权杖之岛      英国月季      粉色  灌木        全日照          直立      5b-9b    观花、芳香
  黄金庆典      英国月季      黄色  灌木        全日照          丛生      5b-9b    观花、芳香
  无尽夏        球型绣球      蓝色  灌木        半阴            丛生      5b-9a    观花
  花手鞠        球型绣球      粉色  灌木        半阴            丛生      6a-9a    观花
  妖精之瞳      球型绣球      粉色  灌木        半阴            丛生      6a-9a    观花
  魔幻珊瑚      球型绣球      粉色  灌木        半阴            丛生      6a-9a    观花
  万华镜        球型绣球      蓝色  灌木        半阴            丛生      6a-9a    观花
  香草草莓      香草草莓      白色  灌木        全日照至半日照  单株丛生  4a-8b    观花
  石灰灯        石灰灯        绿色  灌木        全日照至半日照  单株丛生  4a-8b    观花
  安娜贝尔      安娜贝尔      白色  灌木        半阴            丛生      4a-9a    观花
  银边八仙花    平顶绣球      蓝色  灌木        半阴            丛生      7a-10a   观花、观叶
  粉色安娜贝尔  粉色安娜贝尔  粉色  灌木        半阴            丛生      4a-9a    观花
  乌托邦        单瓣品种      白色  藤本        全日照至半日照  攀援      4b-9a    观花
  包查德女伯爵  杰克曼型      粉色  藤本        全日照至半日照  攀援      4a-9a    观花
  多蓝          重瓣品种      蓝色  藤本        全日照至半日照  攀援      4b-9a    观花
  超级杰克曼    杰克曼型      紫色  藤本        全日照至半日照  攀援      4a-9a    观花
  内利莫瑟      单瓣品种      粉色  藤本        全日照至半日照  攀援      4b-9a    观花
  约瑟芬        重瓣品种      粉色  藤本        全日照至半日照  攀援      4b-9a    观花
  波兰精神      意大利型      紫色  藤本        全日照至半日照  攀援      4a-9a    观花
  紫罗兰之星    意大利型      紫色  藤本        全日照至半日照  攀援      4a-9a    观花
  红衣主教      杰克曼型      红色  藤本        全日照至半日照  攀援      4b-9a    观花
  阿拉贝拉      全缘型        蓝色  多年生草本  全日照至半日照  蔓生丛生  4a-9a    观花
  桃蛋          风车草属      粉色  多年生草本  全日照          单株丛生  9b-11b   观叶
  白牡丹        风车草属      白色  多年生草本  全日照          单株丛生  9b-11b   观叶
  黑王子        拟石莲属      紫色  多年生草本  全日照          单株丛生  9b-11b   观叶
  乙女心        景天属        绿色  多年生草本  全日照          丛生      9b-11b   观叶
  熊童子        银波锦属      绿色  多年生草本  全日照          丛生      10a-11b  观叶
  生石花        生石花属      黄色  多年生草本  全日照          单株丛生  10a-11b  观叶、观花
  玉露          十二卷属      绿色  多年生草本  半阴            单株丛生  10a-11b  观叶
  灯泡          肉锥花属      绿色  多年生草本  全日照至半日照  单株丛生  10a-11b  观叶
  金琥          金琥属        黄色  多年生草本  全日照          直立      9b-11b   观叶
  兜            星球属        黄色  多年生草本  全日照          单株丛生  10a-11b  观叶、观花
  月兔耳        伽蓝菜属      白色  多年生草本  全日照          丛生      10b-11b  观叶
  静夜          拟石莲属      绿色  多年生草本  全日照          单株丛生  9b-11b   观叶
  蓝莓          蓝莓          白色  灌木        全日照          丛生      5a-9a    观果、可食用
  无花果        无花果        绿色  灌木        全日照          丛生      7b-10b   观果、可食用
  金桔          金桔          白色  灌木        全日照          直立      9a-11a   观果、可食用
  柠檬          柠檬          白色  灌木        全日照          直立      9b-11b   观果、可食用、芳香
  巨峰葡萄      葡萄          绿色  藤本        全日照          攀援      5b-10a   观果、可食用
  阳光玫瑰葡萄  葡萄          绿色  藤本        全日照          攀援      6a-10a   观果、可食用
  车厘子        樱桃          白色  乔木        全日照          直立      5a-8b    观果、可食用
  树莓          树莓          白色  灌木        全日照          丛生      4b-8b    观果、可食用
  石榴          石榴          红色  灌木        全日照          直立      7b-10b   观花、观果、可食用
  红颜草莓      草莓          白色  多年生草本  全日照          匍匐地被  5a-9b    观果、可食用
  郁金香        郁金香        红色  多年生草本  全日照          直立      3b-8a    观花
  夜皇后郁金香  郁金香        紫色  多年生草本  全日照          直立      3b-8a    观花
  风信子        风信子        紫色  多年生草本  全日照          直立      4a-8b    观花、芳香
  洋水仙        洋水仙        黄色  多年生草本  全日照至半日照  直立      3b-8b    观花
  朱顶红        朱顶红        红色  多年生草本  全日照至半日照  直立      8b-11a   观花
  大丽花        大丽花        橙色  多年生草本  全日照          直立      8a-11a   观花
  东方百合      百合          白色  多年生草本  全日照至半日照  直立      4a-9a    观花、芳香
  葡萄风信子    风信子        蓝色  多年生草本  全日照          丛生      4a-8b    观花
  花毛茛        毛茛科        粉色  多年生草本  全日照          丛生      8a-10a   观花
  银莲花        毛茛科        紫色  多年生草本  全日照          丛生      7a-10a   观花
  马蹄莲        马蹄莲        白色  多年生草本  全日照至半日照  丛生      8a-10b   观花
  波斯菊        一年生花种    粉色  一年生草本  全日照          直立      3a-11b   观花、引蝶
  向日葵        一年生花种    黄色  一年生草本  全日照          直立      3a-11b   观花、引蝶
  百日草        一年生花种    橙色  一年生草本  全日照          直立      3a-11b   观花、引蝶
  矮牵牛        一年生花种    紫色  一年生草本  全日照          蔓生丛生  3a-11b   观花
  樱桃番茄      茄果类        黄色  一年生草本  全日照          直立      3a-11b   观果、可食用
  生菜          叶菜类        绿色  一年生草本  全日照至半日照  丛生      3a-11b   可食用
  薄荷          薄荷          绿色  多年生草本  全日照至半日照  匍匐地被  4a-9b    芳香、可食用
  罗勒          罗勒          绿色  一年生草本  全日照          丛生      3a-11b   芳香、可食用
  虞美人        一年生花种    红色  一年生草本  全日照          直立      3a-11b   观花
  飞燕草        一年生花种    蓝色  一年生草本  全日照          直立      3a-11b   观花
  蜀葵          多年生花种    粉色  多年生草本  全日照          直立      3a-9a    观花、引蝶
  矮牵牛        矮牵牛        紫色  一年生草本  全日照          蔓生丛生  3a-11b   观花
  三色堇        三色堇        紫色  一年生草本  全日照至半日照  丛生      3a-11b   观花
  天竺葵        天竺葵        红色  多年生草本  全日照          丛生      9b-11b   观花
  萱草          花境宿根      橙色  多年生草本  全日照至半日照  丛生      3b-9b    观花
  鼠尾草        芳香宿根      紫色  多年生草本  全日照          丛生      4a-9a    观花、芳香、引蝶
  毛地黄        花境宿根      粉色  多年生草本  半阴            直立      4a-9a    观花
  耧斗菜        花境宿根      紫色  多年生草本  半阴            丛生      3b-8b    观花
  松果菊        花境宿根      粉色  多年生草本  全日照          直立      3b-9a    观花、引蝶
  薰衣草        芳香宿根      紫色  灌木        全日照          丛生      5b-9a    观花、芳香、引蝶
  金鸡菊        花境宿根      黄色  多年生草本  全日照          丛生      4a-9b    观花、引蝶
  龟背竹        大型绿植      绿色  藤本        半阴            攀援      10b-12b  观叶
  琴叶榕        大型绿植      绿色  乔木        全日照至半日照  直立      10b-12b  观叶
  天堂鸟        大型绿植      绿色  多年生草本  全日照至半日照  直立      10a-12a  观叶
  绿萝          垂吊绿植      绿色  藤本        半阴至全阴      垂吊      10b-12b  观叶
  虎尾兰        桌面绿植      绿色  多年生草本  对光照不敏感    直立      10a-12b  观叶
  波士顿蕨      波士顿蕨      绿色  多年生草本  半阴            垂吊      10a-12a  观叶
  鹿角蕨        鹿角蕨        绿色  多年生草本  半阴            造型      10a-12a  观叶
  橡皮树        大型绿植      绿色  乔木        全日照至半日照  直立      10b-12b  观叶
  散尾葵        大型绿植      绿色  灌木        半阴            丛生      10b-12b  观叶
  白掌          桌面绿植      白色  多年生草本  半阴至全阴      丛生      11a-12b  观叶、观花
  蝴蝶兰        蝴蝶兰        白色  多年生草本  半阴            单株丛生  11a-12b  观花
  石斛兰        石斛兰        紫色  多年生草本  全日照至半日照  丛生      10a-12a  观花
  春兰          春兰          绿色  多年生草本  半阴            丛生      8a-10b   观花、芳香
  蕙兰          蕙兰          绿色  多年生草本  半阴            丛生      8a-10b   观花、芳香
  文心兰        文心兰        黄色  多年生草本  半阴            丛生      10b-12a  观花
  卡特兰        卡特兰        紫色  多年生草本  全日照至半日照  单株丛生  10b-12a  观花、芳香
  兜兰          兜兰          紫色  多年生草本  半阴至全阴      单株丛生  10b-12a  观花
  万代兰        万代兰        蓝色  多年生草本  全日照至半日照  垂吊      11a-12b  观花
  建兰          建兰          绿色  多年生草本  半阴            丛生      9a-11a   观花、芳香
  墨兰          墨兰          紫色  多年生草本  半阴            丛生      9b-11b   观花、芳香
  耐寒睡莲      耐寒睡莲      粉色  多年生草本  全日照          匍匐地被  4a-10a   观花
  热带睡莲      热带睡莲      蓝色  多年生草本  全日照          匍匐地被  10a-12a  观花、芳香
  碗莲          碗莲          粉色  多年生草本  全日照          直立      5a-10a   观花
  铜钱草        挺水植物      绿色  多年生草本  全日照至半日照  匍匐地被  8a-11a   观叶
  再力花        挺水植物      紫色  多年生草本  全日照          直立      8a-11a   观叶、观花
  梭鱼草        挺水植物      蓝色  多年生草本  全日照          丛生      5a-10a   观花
  千屈菜        挺水植物      紫色  多年生草本  全日照          丛生      3b-9a    观花、引蝶
  水葱          挺水植物      绿色  多年生草本  全日照          直立      5a-10a   观叶
  红千叶        大型荷花      红色  多年生草本  全日照          直立      5a-10a   观花
  黄菖蒲        挺水植物      黄色  多年生草本  全日照          丛生      4a-9b    观花
  荇菜          浮叶植物      黄色  多年生草本  全日照          匍匐地被  5a-10a   观花
`;

/** Every garden supply, one a line, in its top category's order: name, third-level category, 材质. */
const SUPPLIES = `
  不锈钢修枝剪  修枝剪      不锈钢
  伸缩高枝剪    高枝剪      不锈钢
  长嘴洒水壶    洒水壶      塑料
  伸缩水管      水管        塑料
  园艺小铲      小铲        不锈钢
  三齿耙        耙子        不锈钢
  园艺手套      手套        织物
  喷壶          喷壶        塑料
  移栽铲        小铲        不锈钢
  嫁接刀        嫁接刀      不锈钢
  粗陶花盆      粗陶盆      陶瓷
  釉面花盆      釉面盆      陶瓷
  加仑盆        加仑盆      塑料
  控根盆        控根盆      塑料
  树脂花盆      树脂盆      树脂
  吊篮          吊篮        塑料
  壁挂盆        壁挂盆      塑料
  长方形阳台盆  阳台种植箱  塑料
  水泥花盆      水泥盆      水泥
  紫砂盆        紫砂盆      陶瓷
  发酵羊粪      羊粪        有机质
  有机鸡粪      鸡粪        有机质
  奥绿缓释肥    奥绿        无机质
  魔肥          魔肥        无机质
  花多多        花多多      无机质
  骨粉          骨粉        有机质
  海藻精        叶面肥      有机质
  硫酸亚铁      酸性调理    无机质
  蚯蚓粪        蚯蚓粪      有机质
  营养土        营养土      有机质
`;

/** The top categories of the tables above, each with its children and what it sells. */
export const TOP_CATEGORIES: readonly TopCategorySeed[] = topCategories();

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
