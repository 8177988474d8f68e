import type { DeptRow as DeptVo } from '../src/resources/system/dept';
import type { PostRow as PostVo } from '../src/resources/system/post';
import type { RegionRow as RegionVo } from '../src/resources/system/region';

// Rows of the organisation screens: depts, posts and regions.

/** blade_dept as stored: the VO without the words it adds. */
export type DeptRow = Omit<DeptVo, 'parentName' | 'deptCategoryName' | 'hasChildren'>;

/** Blade's blade_post (TenantEntity): the VO without the category's word, which is looked up. */
export type PostRow = Omit<PostVo, 'categoryName'>;

/** blade_region as stored (keyed by `code`): the VO without what it adds. */
export type RegionRow = Omit<RegionVo, 'id' | 'parentId' | 'parentName' | 'hasChildren'>;
