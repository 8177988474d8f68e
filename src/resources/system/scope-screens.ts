import type { ComponentType } from 'react';
import { config } from '../../config';
import {
  defineResource,
  type ActionDialogProps,
  type FieldDef,
  type NamedField,
  type ResourceDef,
  type RowField,
} from '../types';
import type { MenuRow } from './menu';

// 数据权限 and 接口权限 (Saber's datascope.vue, apiscope.vue) are one screen over two kinds of
// scope: the menus as a lazy tree (`lazy-menu-list`, menus only), each with 权限配置 opening its
// scopes in a drawer (the `<kind>-entry` declarations, listed per menu there). Like menus the
// scopes are platform-wide, and Saber guards their writes with the menu buttons. Each kind names
// its words `<kind>.<field>` (dataScope.scopeName, apiScope.scopeName ...).

type Kind = 'dataScope' | 'apiScope';

/** What a scope of either kind holds, as its list and detail answer it (with the type's word). */
export type ScopeRow = {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  /** The kind's dictionary: data_scope_type, api_scope_type. */
  scopeType: number;
  remark: string;
  scopeTypeName: string;
  createTime: string;
  updateTime: string;
};
type More = Partial<Omit<FieldDef, 'name' | 'offRow'>>;

/** The menu columns the scope screens show (Saber: name, path, icon, code); names in the user's language. */
const MENU_FIELDS: NamedField<keyof MenuRow & string>[] = [
  { name: 'name', label: 'menuAdmin.menuName', display: 'menu-name', table: { width: 220 }, search: true },
  { name: 'path', label: 'menuAdmin.path', table: { width: 220 } },
  { name: 'source', label: 'menuAdmin.source', type: 'icon', table: { width: 210 } },
  { name: 'code', label: 'menuAdmin.code', table: { width: 160 }, search: true },
];

/** The menu tree of a kind's screen; 权限配置 (the `setting` button) opens the menu's scopes in `drawer`. */
export const scopeMenuTree = (
  kind: Kind,
  screen: { name: string; permission: string; setting: string },
  drawer: () => Promise<{ default: ComponentType<ActionDialogProps> }>,
): ResourceDef =>
  defineResource<MenuRow>({
    name: screen.name,
    route: `/authority/${screen.permission}`,
    label: `${kind}.title`,
    noun: 'menuAdmin.name',
    permission: screen.permission,
    api: { base: `${config.services.management}/menu`, family: 'blade', endpoints: { list: 'lazy-menu-list' } },
    actions: {},
    tree: { parentField: 'parentId', root: '0' },
    newestFirst: false,
    rowActions: [{ key: 'setting', label: `${kind}.setting`, permission: screen.setting, dialog: drawer }],
    fields: MENU_FIELDS,
  });

/** A required text of a scope (`<kind>.<name>` with its `<name>Required` rule), 255 long. */
export const scopeText = <N extends string>(kind: Kind, name: N, more: More = {}): NamedField<N> => ({
  name,
  label: `${kind}.${name}`,
  form: true,
  maxLength: 255,
  rules: [{ required: true, message: `${kind}.${name}Required`, trigger: 'blur' }],
  ...more,
});

/**
 * A kind's scopes of one menu (the drawer's list, `<service>/list?menuId=`): name and resource code
 * (searched), the kind's own fields `around` its type, the remark; guarded by the menu buttons.
 */
export function scopeEntries<Row extends ScopeRow>(
  kind: Kind,
  service: string,
  spec: {
    route: string;
    widths: readonly [name: number, code: number, type: number];
    typeDict: string;
    around: readonly [before: RowField<Row>[], after: RowField<Row>[]];
  },
): ResourceDef {
  const [nameWidth, codeWidth, typeWidth] = spec.widths;
  return defineResource<Row>({
    name: `${service}-entry`,
    route: spec.route,
    label: `${kind}.title`,
    noun: `${kind}.name`,
    permission: 'menu',
    api: { base: `${config.services.management}/${service}`, family: 'blade' },
    actions: { add: true, edit: true, delete: true },
    fields: [
      scopeText(kind, 'scopeName', { table: { width: nameWidth }, search: true }),
      scopeText(kind, 'resourceCode', { table: { width: codeWidth }, search: true }),
      ...spec.around[0],
      {
        name: 'scopeType',
        label: `${kind}.scopeType`,
        type: 'select',
        options: { dict: spec.typeDict },
        display: 'tag',
        table: { width: typeWidth },
        form: true,
        rules: [{ required: true, message: `${kind}.scopeTypeRequired`, trigger: 'change' }],
      },
      ...spec.around[1],
      { name: 'remark', label: `${kind}.remark`, form: { span: 24 }, maxLength: 255 },
    ],
  });
}
