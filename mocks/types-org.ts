import type { PostRow as PostVo } from '../src/resources/system/post';

// Rows of the organisation screens: posts and regions (depts are in types.ts, the session reads them).

/** Blade's blade_post (TenantEntity): the VO without the category's word, which is looked up. */
export type PostRow = Omit<PostVo, 'categoryName'>;

/** Blade's blade_region: keyed by `code` (no id); the top level's parentCode is '00'. */
export type RegionRow = {
  code: string;
  parentCode: string;
  /** '00,11,1101': the codes above it. */
  ancestors: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  /** Dictionary region: 1 province, 2 city, 3 district, 4 town, 5 village. */
  regionLevel: number;
  sort: number;
  remark: string;
};
