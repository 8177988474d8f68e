import { config } from '../../config';
import { defineResource, type CustomAction } from '../types';
import type { UserRow } from './user-row';

// Users (Saber's user.vue): the dept tree beside the table filters `user/page` by deptId (Blade
// includes the depts below); added with `submit` (password and its confirmation), edited with
// `update` (no password); roles, depts and posts picked several at a time and sent comma-joined.
// blade_user: account varchar(45), name 20, real_name 10, email and phone 45, code 12.
// 所属租户 (tenantId, from tenant/select): the list holds every tenant's users for the platform, so
// the roles, depts and posts offered are those of the user's tenant (`?tenantId=` follows the
// field). Saber shows it in tenant mode; here only to the platform (000000): another tenant's
// tenant/select answers its own tenant alone, and Blade files its users under it anyway.
const management = `/${config.services.management}`;
const ofTenant = { tenantId: 'tenantId' };

const actions: Record<'grant' | 'reset' | 'unlock' | 'platform', CustomAction> = {
  grant: {
    key: 'grant',
    label: 'user.grant',
    permission: 'user_role',
    dialog: () => import('../../pages/user/grant-roles-dialog'),
  },
  reset: {
    key: 'reset',
    label: 'user.reset',
    permission: 'user_reset',
    dialog: () => import('../../pages/user/reset-password-dialog'),
  },
  unlock: {
    key: 'unlock',
    label: 'user.unlock',
    permission: 'user_unlock',
    confirm: 'user.unlockConfirm',
    call: { endpoint: 'unlock', param: 'userIds', success: 'user.unlockSuccess' },
  },
  platform: {
    key: 'platform',
    label: 'user.platform',
    permission: 'user_platform',
    dialog: () => import('../../pages/user/platform-dialog'),
  },
};

export default defineResource<UserRow>({
  name: 'user',
  route: '/system/user',
  label: 'user.title',
  noun: 'user.name',
  permission: 'user',
  api: { base: `${config.services.management}/user`, family: 'blade', endpoints: { list: 'page', update: 'update' } },
  actions: { add: true, edit: true, delete: true, view: true },
  sideTree: { url: `${management}/dept/tree`, param: 'deptId', title: 'user.deptTree' },
  // As in Saber, every special action is a toolbar button on the selected users; 导出 (user_export)
  // is Blade's file of what the list shows.
  toolbarActions: [actions.grant, actions.reset, actions.unlock, actions.platform],
  export: { endpoint: 'export-user', fileName: 'user.exportFileName', title: 'user.exportTitle' },
  fields: [
    {
      name: 'account',
      label: 'user.account',
      table: { width: 100 },
      search: true,
      form: true,
      maxLength: 45,
      rules: [{ required: true, message: 'user.accountRequired', trigger: 'blur' }],
    },
    {
      name: 'tenantId',
      label: 'user.tenantId',
      type: 'select',
      options: { url: `${management}/tenant/select`, labelKey: 'tenantName', valueKey: 'tenantId' },
      form: true,
      view: false,
      platformOnly: true,
      rules: [{ required: true, message: 'user.tenantIdRequired', trigger: 'change' }],
    },
    { name: 'tenantName', label: 'user.tenantName', table: { width: 110 }, view: true },
    {
      name: 'realName',
      label: 'user.realName',
      table: { width: 80 },
      search: true,
      form: true,
      maxLength: 10,
      rules: [
        { required: true, message: 'user.realNameRequired', trigger: 'blur' },
        { pattern: /^.{2,5}$/u, message: 'user.realNameLength' },
      ],
    },
    { name: 'roleName', label: 'user.roleId', table: { width: 110 }, view: true },
    { name: 'deptName', label: 'user.deptId', table: { width: 120 }, view: true },
    {
      name: 'userType',
      label: 'user.userType',
      type: 'select',
      options: { dict: 'user_type' },
      display: 'tag',
      table: { width: 80 },
      search: true,
      form: true,
      defaultValue: '1',
      rules: [{ required: true, message: 'user.userTypeRequired', trigger: 'change' }],
    },
    {
      name: 'password',
      // The list never answers it: the form sends it when a user is added.
      offRow: 'form',
      label: 'user.password',
      type: 'password',
      form: { addOnly: true },
      view: false,
      maxLength: 45,
      rules: [{ required: true, message: 'user.passwordRequired', trigger: 'blur' }],
    },
    {
      name: 'password2',
      offRow: 'form',
      label: 'user.password2',
      type: 'password',
      form: { addOnly: true },
      view: false,
      maxLength: 45,
      rules: [
        { required: true, message: 'user.password2Required', trigger: 'blur' },
        { matches: 'password', message: 'user.passwordMismatch' },
      ],
    },
    {
      name: 'name',
      label: 'user.nickname',
      form: true,
      maxLength: 20,
      rules: [{ required: true, message: 'user.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'phone',
      label: 'user.phone',
      form: true,
      maxLength: 45,
      // The spec's phone rules, as on every form: 11 digits, then the format (not required here).
      rules: [
        { len: config.phoneLength, message: 'info.phoneLength' },
        { pattern: /^1[3-9]\d{9}$/, message: 'user.phoneFormat' },
      ],
    },
    {
      name: 'email',
      label: 'user.email',
      form: true,
      maxLength: 45,
      rules: [{ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'user.emailFormat' }],
    },
    { name: 'sex', label: 'user.sex', type: 'select', options: { dict: 'sex' }, form: true },
    { name: 'birthday', label: 'user.birthday', type: 'date', form: true },
    { name: 'code', label: 'user.code', form: true, maxLength: 12 },
    {
      name: 'roleId',
      label: 'user.roleId',
      type: 'tree-select',
      multiple: true,
      joined: true,
      options: { url: `${management}/role/tree`, labelKey: 'title', valueKey: 'id', query: ofTenant },
      form: true,
      view: false,
      rules: [{ required: true, message: 'user.roleIdRequired', trigger: 'change' }],
    },
    {
      name: 'deptId',
      label: 'user.deptId',
      type: 'tree-select',
      multiple: true,
      joined: true,
      options: { url: `${management}/dept/tree`, labelKey: 'title', valueKey: 'id', query: ofTenant },
      form: true,
      view: false,
      rules: [{ required: true, message: 'user.deptIdRequired', trigger: 'change' }],
    },
    {
      name: 'postId',
      label: 'user.postId',
      type: 'select',
      multiple: true,
      joined: true,
      options: { url: `${management}/post/select`, labelKey: 'postName', valueKey: 'id', query: ofTenant },
      form: true,
      view: false,
      rules: [{ required: true, message: 'user.postIdRequired', trigger: 'change' }],
    },
    { name: 'postName', label: 'user.postId', view: true },
  ],
});
