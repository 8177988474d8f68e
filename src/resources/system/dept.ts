import { config } from '../../config';
import { defineResource } from '../types';

/** A row of dept/lazy-list and dept/detail (blade_dept as DeptVO). */
export type DeptRow = {
  id: string;
  tenantId: string;
  parentId: string;
  /** '0,<id>,...': the ids above it. */
  ancestors: string;
  deptName: string;
  fullName: string;
  /** Dictionary org_category: 1 company, 2 department, 3 group. */
  deptCategory: number;
  sort: number;
  remark: string;
  /** DeptVO: the parent's name (顶级 at the top) and the category's word. */
  parentName: string;
  deptCategoryName: string;
  /** Lazy tree lists: whether it has depts below it. */
  hasChildren?: boolean;
};

// Depts (Saber's dept.vue): a tree table whose children load as a row opens (`lazy-list?parentId=`,
// Blade's `list` answers the whole tree), a child added from its parent's row, the category from
// org_category. Blade's blade_dept: dept_name and full_name varchar(45).
export default defineResource<DeptRow>({
  name: 'dept',
  route: '/system/dept',
  label: 'dept.title',
  noun: 'dept.name',
  permission: 'dept',
  api: { base: `${config.services.management}/dept`, family: 'blade', endpoints: { list: 'lazy-list' } },
  actions: { add: true, edit: true, delete: true, view: true },
  tree: { parentField: 'parentId', root: '0', addChild: true },
  // Blade lists a level by sort, and a dept has no create time.
  newestFirst: false,
  fields: [
    {
      name: 'deptName',
      label: 'dept.deptName',
      table: { width: 220 },
      search: true,
      form: true,
      maxLength: 45,
      rules: [{ required: true, message: 'dept.deptNameRequired', trigger: 'blur' }],
    },
    {
      name: 'fullName',
      label: 'dept.fullName',
      table: { width: 260 },
      search: true,
      form: true,
      maxLength: 45,
      rules: [{ required: true, message: 'dept.fullNameRequired', trigger: 'blur' }],
    },
    {
      name: 'parentId',
      label: 'dept.parentId',
      type: 'tree-select',
      options: { url: `/${config.services.management}/dept/tree`, labelKey: 'title', valueKey: 'id' },
      form: true,
      view: true,
    },
    {
      name: 'deptCategory',
      label: 'dept.deptCategory',
      type: 'select',
      options: { dict: 'org_category' },
      display: 'tag',
      table: { width: 120 },
      form: true,
      rules: [{ required: true, message: 'dept.deptCategoryRequired', trigger: 'change' }],
    },
    {
      name: 'sort',
      label: 'dept.sort',
      type: 'number',
      table: { width: 90 },
      form: true,
      rules: [{ required: true, message: 'dept.sortRequired', trigger: 'blur' }],
    },
    { name: 'remark', label: 'dept.remark', type: 'textarea', form: { span: 24 }, maxLength: 255 },
  ],
});
