// The plant finder's filter values (shopping §9 "Plant finder filters"), kept once: the seed describes
// plants with them, the API accepts only them, and the filter panel offers them in this order.

/** Light need, from full sun to light-insensitive. */
export const LIGHT_NEEDS = ['全日照', '全日照至半日照', '半阴', '半阴至全阴', '全阴', '对光照不敏感'] as const;

/** Plant type: annual herb, perennial herb, shrub, tree, vine. */
export const PLANT_TYPES = ['一年生草本', '多年生草本', '灌木', '乔木', '藤本'] as const;

/** Growth habit: climbing, clump, single-plant clump, sprawling clump, spreading groundcover, hanging, upright, shaped. */
export const GROWTH_HABITS = ['攀援', '丛生', '单株丛生', '蔓生丛生', '匍匐地被', '垂吊', '直立', '造型'] as const;

/** Flower colours the shop's plants come in (the spec says "colours" without a list; these are the seed's). */
export const FLOWER_COLOURS = ['红色', '粉色', '白色', '黄色', '紫色', '蓝色', '橙色', '绿色'] as const;

/** What a plant is grown for (`speciality`; the spec names the filter, not its values). */
export const PLANT_SPECIALITIES = ['芳香', '观花', '观叶', '观果', '可食用', '引蝶'] as const;

/** What a plant puts up with (`tolerant_lis`; the spec names the filter, not its values). */
export const PLANT_TOLERANCES = ['耐热', '耐旱', '耐湿', '耐盐碱', '耐瘠薄', '耐修剪'] as const;

export type LightNeed = (typeof LIGHT_NEEDS)[number];
export type PlantType = (typeof PLANT_TYPES)[number];
export type GrowthHabit = (typeof GROWTH_HABITS)[number];
export type FlowerColour = (typeof FLOWER_COLOURS)[number];
