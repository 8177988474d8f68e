// China's administrative divisions for the region screen: the provinces, prefectures and counties
// of GB/T 2260 from @vant/area-data (Vant's maintained province / city / county list, MIT), about
// 3,200 rows. This module and the data are a chunk of their own, the region module's late seed
// (entities/region.ts), loaded on the first call that needs a region, never with the console or
// the stand-in's first chunk.
//
// Codes nest as Blade's do: a child's code is its parent's plus two digits ('33' → '3301' →
// '330106'), the top's parentCode is '00'. The package's six-digit codes are cut to that form
// ('330000' → '33', '330100' → '3301'). Kept from the package as GB/T 2260 has them:
// - the 31 provinces of the mainland with their prefectures and counties; Taiwan, Hong Kong and
//   Macao are provinces without children, as GB/T 2260 lists them (only their own code);
// - a municipality's one prefecture is its 市辖区 ('1101'; Chongqing also has its '5002' 县);
//   the package names it after the city;
// - county-level units only (区, 县, 市, 旗, 特区, 林区): the package also lists the towns of the
//   four prefectures without counties (东莞, 中山, 儋州, 嘉峪关) and three management zones under
//   codes GB/T 2260 does not have.

import { areaList } from '@vant/area-data';
import { REGION_TOP } from '../region-top';
import type { RegionRow } from '../types-org';

const COUNTY_LEVEL = /(区|县|市|旗|特区|林区)$/;
/** Provinces listed without their children (GB/T 2260 gives them one code each). */
const WITHOUT_CHILDREN = new Set(['71', '81', '82']);
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

const blank = { cityCode: '', cityName: '', districtCode: '', districtName: '', remark: '' };

/** Every region, provinces first, each followed by its prefectures and their counties. */
export function buildRegions(): RegionRow[] {
  const rows: RegionRow[] = [];
  const byParent = (list: Record<string, string>, digits: number) => {
    const grouped = new Map<string, [string, string][]>();
    for (const [code, name] of Object.entries(list).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const parent = code.slice(0, digits - 2);
      const siblings = grouped.get(parent) ?? [];
      siblings.push([code.slice(0, digits), name]);
      grouped.set(parent, siblings);
    }
    return grouped;
  };
  const cities = byParent(areaList.city_list, 4);
  const counties = byParent(
    Object.fromEntries(Object.entries(areaList.county_list).filter(([, name]) => COUNTY_LEVEL.test(name))),
    6,
  );
  const provinces = Object.entries(areaList.province_list)
    .map(([code, name]) => [code.slice(0, 2), name] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  provinces.forEach(([code, name], provinceIndex) => {
    const province = { provinceCode: code, provinceName: name };
    rows.push({
      ...blank,
      ...province,
      code,
      parentCode: REGION_TOP,
      ancestors: REGION_TOP,
      name,
      regionLevel: 1,
      sort: provinceIndex + 1,
    });
    if (WITHOUT_CHILDREN.has(code)) return;
    (cities.get(code) ?? []).forEach(([cityCode, listed], cityIndex) => {
      const cityName = MUNICIPALITIES.has(code) && listed === name ? '市辖区' : listed;
      const city = { cityCode, cityName };
      const ancestors = `${REGION_TOP},${code}`;
      rows.push({
        ...blank,
        ...province,
        ...city,
        code: cityCode,
        parentCode: code,
        ancestors,
        name: cityName,
        regionLevel: 2,
        sort: cityIndex + 1,
      });
      (counties.get(cityCode) ?? []).forEach(([districtCode, districtName], countyIndex) => {
        rows.push({
          ...province,
          ...city,
          code: districtCode,
          parentCode: cityCode,
          ancestors: `${ancestors},${cityCode}`,
          name: districtName,
          districtCode,
          districtName,
          regionLevel: 3,
          sort: countyIndex + 1,
          remark: '',
        });
      });
    });
  });
  return rows;
}
