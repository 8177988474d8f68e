import type { CrudSort } from '@refinedev/core';
import type { ComponentType } from 'react';
import type { ApiMeta } from '../providers/endpoints';

export type FieldType = 'text' | 'textarea' | 'number' | 'select' | 'tree-select' | 'date' | 'date-range' | 'switch';

/** Where a select's options come from: a Blade dictionary, or a tree/list endpoint. */
export type OptionSource =
  | { dict: string; biz?: boolean }
  | {
      url: string;
      labelKey?: string;
      valueKey?: string;
      /** The labels are server menu names: shown in the user's language, as the sider shows them. */
      menuNames?: true;
    };

/** A validation rule: `message` is a locale key holding the spec's exact text. */
export type FieldRule =
  | { required: true; message: string; trigger?: 'blur' | 'change' }
  | { pattern: RegExp; message: string }
  | { len: number; message: string }
  | { max: number; message: string };

export type FieldDef = {
  name: string;
  /** Locale key of the label. */
  label: string;
  type?: FieldType;
  options?: OptionSource;
  /** Multi-value tree/select stored as a comma-joined string (e.g. a package's menuId). */
  joined?: boolean;
  multiple?: boolean;
  rules?: FieldRule[];
  /** Longest text accepted, in characters (the column size); long texts show a counter. */
  maxLength?: number;
  /**
   * Show in the table. Every column has a width (declared, else one for its type) so a page of 10
   * and a virtual page of 200 lay out alike; text longer than the cell ends in … with the full
   * value on hover.
   */
  table?: boolean | { width?: number; sorter?: boolean };
  /** Show in the search form; date fields search as a range (`_dategt`/`_datelt`). */
  search?: boolean;
  /** Show in the add/edit form; `span` 24 takes the full row. */
  form?: boolean | { span?: 12 | 24; disabledOnEdit?: boolean };
  /** Show in the view dialog (defaults to the form setting). */
  view?: boolean;
  defaultValue?: unknown;
};

export type CrudActions = { add?: boolean; edit?: boolean; delete?: boolean; view?: boolean };

export type ResourceDef = {
  /** Refine resource name, unique. */
  name: string;
  /** The route the server menu uses for this page. */
  route: string;
  /** Locale keys: page title and the noun used in dialog titles. */
  label: string;
  noun: string;
  /** Prefix of the permission codes: `<permission>_add`, `_edit`, `_delete`, `_view`. */
  permission: string;
  api: ApiMeta;
  /** Which buttons the page has at all (permissions then hide what the user may not use). */
  actions: CrudActions;
  fields: FieldDef[];
  dialogWidth?: number;
  /** Where add, edit and view open: a centred dialog (default) or a drawer from the right. */
  dialog?: 'modal' | 'drawer';
  /**
   * The order that puts a new record first, applied after an add so the user sees what was added
   * (default: newest first by create time, then id). `false` for an entity without those columns.
   */
  newestFirst?: CrudSort[] | false;
  /**
   * A bespoke screen instead of the generic list page: a component written with the
   * `@refinedev/antd` hooks, loaded with its route (e.g. `() => import('../../pages/dict/dict-page')`).
   */
  page?: () => Promise<{ default: ComponentType<{ def: ResourceDef }> }>;
  /** Locale key of a hint shown above the table. */
  description?: string;
};

/** Identity function that gives a declaration its type. */
export const defineResource = (def: ResourceDef): ResourceDef => def;
