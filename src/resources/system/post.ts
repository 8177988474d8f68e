import { config } from '../../config';
import { defineResource } from '../types';

/** A row of post/list and post/detail (blade_post as PostVO: the category's word added). */
export type PostRow = {
  id: string;
  tenantId: string;
  /** Dictionary post_category. */
  category: number;
  categoryName: string;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
  createTime: string;
  updateTime: string;
};

// Posts (Saber's post.vue): plain CRUD, the type from post_category. Blade's `post/list` binds
// the entity, so a search matches whole values. blade_post: post_code varchar(12), post_name 64.
export default defineResource<PostRow>({
  name: 'post',
  route: '/system/post',
  label: 'post.title',
  noun: 'post.name',
  permission: 'post',
  api: { base: `${config.services.management}/post`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'category',
      label: 'post.category',
      type: 'select',
      options: { dict: 'post_category' },
      display: 'tag',
      table: { width: 120 },
      search: true,
      form: true,
      rules: [{ required: true, message: 'post.categoryRequired', trigger: 'change' }],
    },
    {
      name: 'postCode',
      label: 'post.postCode',
      table: { width: 160 },
      search: true,
      form: true,
      maxLength: 12,
      rules: [{ required: true, message: 'post.postCodeRequired', trigger: 'blur' }],
    },
    {
      name: 'postName',
      label: 'post.postName',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'post.postNameRequired', trigger: 'blur' }],
    },
    {
      name: 'sort',
      label: 'post.sort',
      type: 'number',
      table: { width: 100 },
      form: true,
      rules: [{ required: true, message: 'post.sortRequired', trigger: 'blur' }],
    },
    {
      name: 'remark',
      label: 'post.remark',
      type: 'textarea',
      table: { width: 240 },
      form: { span: 24 },
      maxLength: 255,
    },
  ],
});
