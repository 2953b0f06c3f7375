// Demo hardiness zones for the plant finder. NOT MEASURED DATA: no source we can reach publishes
// China's cities on the USDA scale, so these are the seed's own approximations, written from each
// city's commonly cited mean annual extreme minimum temperature (for example 哈尔滨 about −32 °C → 4a,
// 北京 about −17 °C → 7a, 杭州 about −8 °C → 8b, 广州 about +2 °C → 10b). They are stored with source
// `demo-city` or `demo-province`, and `garden hardiness import FILE.csv` replaces them with real data
// (README "Plant finder").

/** Cities with their own demo zone, by GB/T 2260 city code. */
export const DEMO_CITY_ZONES: Readonly<Record<number, string>> = {
  1101: '7a', // 北京
  1201: '7a', // 天津
  1301: '7a', // 石家庄
  1401: '6a', // 太原
  1501: '5a', // 呼和浩特
  2101: '5a', // 沈阳
  2102: '7a', // 大连
  2201: '4b', // 长春
  2301: '4a', // 哈尔滨
  3101: '9a', // 上海
  3201: '8a', // 南京
  3205: '8b', // 苏州
  3301: '8b', // 杭州
  3302: '9a', // 宁波
  3401: '8a', // 合肥
  3501: '10a', // 福州
  3502: '10b', // 厦门
  3601: '9a', // 南昌
  3701: '7b', // 济南
  3702: '7b', // 青岛
  4101: '7b', // 郑州
  4201: '8b', // 武汉
  4301: '8b', // 长沙
  4401: '10b', // 广州
  4403: '11a', // 深圳
  4501: '10a', // 南宁
  4601: '11b', // 海口
  5001: '9b', // 重庆
  5101: '9a', // 成都
  5201: '8b', // 贵阳
  5301: '9b', // 昆明
  5401: '7b', // 拉萨
  6101: '7b', // 西安
  6201: '6a', // 兰州
  6301: '5b', // 西宁
  6401: '6a', // 银川
  6501: '5a', // 乌鲁木齐
};

/** Every other city takes its province's demo zone (GB/T 2260 province code → zone). */
export const DEMO_PROVINCE_ZONES: Readonly<Record<number, string>> = {
  11: '7a',
  12: '7a',
  13: '6b',
  14: '6a',
  15: '4b',
  21: '5b',
  22: '4b',
  23: '4a',
  31: '9a',
  32: '8a',
  33: '8b',
  34: '8a',
  35: '9b',
  36: '9a',
  37: '7a',
  41: '7b',
  42: '8a',
  43: '8b',
  44: '10a',
  45: '9b',
  46: '11a',
  50: '9a',
  51: '8b',
  52: '8a',
  53: '9a',
  54: '6a',
  61: '7a',
  62: '6a',
  63: '5a',
  64: '6a',
  65: '5a',
  71: '10b',
  81: '11a',
  82: '11a',
};
