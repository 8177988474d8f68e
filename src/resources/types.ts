import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { ComponentType } from 'react';
import type { ApiMeta } from '../providers/endpoints';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'tree-select'
  | 'date'
  | 'date-range'
  | 'switch'
  | 'password'
  /** A menu icon (`source`), picked from the icons the sider draws. */
  | 'icon'
  /** Several fixed or dictionary options ticked at once, stored comma-joined (declare `joined`). */
  | 'checkbox'
  /** A picture uploaded through the resource service's `put-file`, stored as its link; shown as a thumbnail. */
  | 'image'
  /**
   * HTML written in a rich-text editor (headings, emphasis, colour, lists, links, pictures uploaded
   * through `put-file`), which loads when a form shows the field, never with a list. Shown (view)
   * only after sanitizing: nothing stored runs (scripts, event handlers, javascript: links).
   */
  | 'rich-text';

/** Where a select's options come from: a Blade dictionary, or a tree/list endpoint. */
type OptionSource =
  /**
   * `valuePrefix`: the stored value is the key behind a prefix: a process category is stored as
   * `flow_<dictKey>` (Saber's flowCategory), so `flow_1` reads 请假流程 and a search sends `flow_1`.
   */
  | { dict: string; biz?: boolean; valuePrefix?: string }
  | {
      url: string;
      labelKey?: string;
      valueKey?: string;
      /** The labels are server menu names: shown in the user's language, as the sider shows them. */
      menuNames?: true;
      /**
       * Query params taken from the form's other fields, param → field (`{ tenantId: 'tenantId' }`:
       * the user form's roles follow its 所属租户). The options are asked again when that field
       * changes, a blank one is left out (the server then uses the caller's), and picks the new
       * options no longer hold are dropped. Outside a form (list, view) the params are not sent.
       */
      query?: Record<string, string>;
    }
  /**
   * A fixed list whose values are shown as they are (grant types, driver class names), or, with
   * `labels`, each under the locale key `<labels>.<value>` (`develop.code.template` → 单表 for crud).
   */
  | { items: readonly string[]; labels?: string };

/** What a status value means, which alone picks its colour (src/crud/status-kinds.ts). */
export type StatusKind = 'pending' | 'inProgress' | 'done' | 'failed' | 'inactive';

/** Why a row does not allow something: a locale key, or undefined when it does. */
export type RowRule = (row: BaseRecord) => string | undefined;

/** Another field of the form holding one of `values` (compared as text: a number 1 is '1'). */
type WhenField = { field: string; values: readonly string[] };

/**
 * A validation rule: `message` is a locale key holding the spec's exact text. The console's form
 * and the stand-in both check a declared field by these (src/resources/field-checks.ts), so a
 * refusal reads the same at the field and from the server.
 */
export type FieldRule =
  /** `when`: required only while the named field holds one of its values (a menu's path, for a 菜单). */
  | { required: true; message: string; trigger?: 'blur' | 'change'; when?: WhenField }
  | { pattern: RegExp; message: string }
  | { len: number; message: string }
  /**
   * The least / greatest value of a number field, or the fewest / most characters of a text; the
   * message may name the bound (`学费不能小于{{min}}`). Never a silent clamp: the field says it.
   */
  | { min: number; message: string }
  | { max: number; message: string }
  /** The value must equal the named field's (a password and its confirmation). */
  | { matches: string; message: string };

export type FieldDef = {
  name: string;
  /**
   * A field the row does not have (the list and detail do not answer it): a filter of the search
   * form only (`search`: a keyword over several columns), or a value only the form sends (`form`:
   * a password's confirmation). A declaration typed by its row must say so (`RowField`).
   */
  offRow?: 'search' | 'form';
  /** Locale key of the label. */
  label: string;
  type?: FieldType;
  options?: OptionSource;
  /** Multi-value tree/select stored as a comma-joined string (e.g. a package's menuId). */
  joined?: boolean;
  multiple?: boolean;
  /**
   * A multiple tree pick stored with every ancestor of a checked node (a menu grant: a parent
   * must be granted for its children to show). Without it the checked nodes are stored as they are.
   */
  withAncestors?: true;
  /**
   * Show the value as coloured tags (a dictionary's labels), one colour per option; `masked`:
   * a secret the list shows as dots (the form still edits it); `money`: yuan as ¥1,234.50 (the
   * form's number takes two decimals and no negative); `bytes`: a size in bytes in human units
   * (860 B, 1.5 KB, 2.3 MB); `link`: a file's address as a link (http(s) and site paths open in a
   * new tab, a data: URL downloads; any other scheme stays plain text); `version`: a version
   * number as v3; `menu-name`: a server menu's name, shown in the list and the view in the user's
   * language by the row's `code`, as the sider names it (the form edits the stored name).
   */
  /**
   * A status field's values by what they mean (`{ '1': 'pending', '2': 'done' }`): its tags take
   * the one colour every screen gives that kind of status (status-kinds.ts), not a palette colour.
   */
  statuses?: Readonly<Record<string, StatusKind>>;
  display?: 'tag' | 'masked' | 'money' | 'bytes' | 'link' | 'version' | 'menu-name';
  /** Several labels (a joined value) shown as one text joined with this, e.g. electives as '物 / 化'. */
  joinWith?: string;
  /** Locale key of what an unset value means here (不限制): shown for a blank value or a number ≤ 0. */
  emptyLabel?: string;
  rules?: FieldRule[];
  /** Longest text accepted, in characters (the column size); long texts show a counter. */
  maxLength?: number;
  /**
   * Show in the table. Every column has a width (declared, else one for its type) so a page of 10
   * and a virtual page of 200 lay out alike; text longer than the cell ends in … with the full
   * value on hover. `rank` puts the column among the first (1 first, then 2...; unranked ones
   * follow in declared order), so what staff look for is in view without scrolling sideways; the
   * first column stays in view when the table scrolls.
   */
  table?: boolean | { width?: number; sorter?: boolean; rank?: number };
  /**
   * The table cell is a link that runs the row action of this key on its row (a log's request
   * URI opens its detail, as its 查看 does); a plain value for a user without that action.
   */
  opens?: string;
  /**
   * Show in the search form; date fields search as a range (`_dategt`/`_datelt`). A list opened
   * with `?<name>=` in its URL (a link from the home page) starts with that search filled in.
   */
  search?: boolean;
  /**
   * The suffixes a date search range goes out with, from and to (default `['dategt', 'datelt']`):
   * Saber sends a notice's release time as `releaseTime_datege` / `releaseTime_datelt`. A list URL
   * fills the range from the same names.
   */
  rangeSuffixes?: readonly [from: string, to: string];
  /**
   * The whole names a date search range goes out with instead (blade-flow's work lists bind
   * `beginDate` / `endDate`, not `<name>_<suffix>`).
   */
  rangeParams?: readonly [from: string, to: string];
  /** Show in the add/edit form; `span` 24 takes the full row. */
  form?: boolean | { span?: 12 | 24; disabledOnEdit?: boolean; addOnly?: boolean };
  /** Show in the view dialog (defaults to the form setting). */
  view?: boolean;
  /**
   * In the form only for a caller of the platform tenant (000000) with tenant mode on: the user
   * form's 所属租户. Another tenant's administrator works in their own tenant, so the field is
   * neither shown nor sent, and Blade files the record under the caller's tenant.
   */
  platformOnly?: true;
  defaultValue?: unknown;
  /**
   * Shown in the add/edit form and the view only while the field `field` holds one of `values`
   * (a code configuration's sub-table fields for the sub template); hidden, it is not checked.
   */
  shownWhen?: WhenField;
  /** Shown but not editable while the field `field` holds one of `values` (新窗口 of a 按钮). */
  disabledWhen?: WhenField;
  /**
   * The add/edit form draws the field with a control of its own, loaded with the form: a select
   * whose options follow another field, a pick that fills in others. It gets `FieldControlProps`
   * and reads or sets the other fields through antd's `Form.useFormInstance()` / `Form.useWatch`.
   */
  control?: () => Promise<{ default: ComponentType<FieldControlProps> }>;
};

/** What a field's own form control (`FieldDef.control`) is given: the form item's value and onChange. */
export type FieldControlProps = {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
};

export type CrudActions = { add?: boolean; edit?: boolean; delete?: boolean; view?: boolean };

/**
 * A tree table whose children load when a row is expanded: the list endpoint (`api.endpoints.list`,
 * e.g. `lazy-list`) answers the nodes under `?<parentField>=<key>` with `hasChildren`. A search
 * lists the matching nodes at any depth (the parent filter is left out, as Saber does).
 */
export type LazyTreeTable = {
  /** The query param and the record field naming the parent: `parentId`, `parentCode`. */
  parentField: string;
  /** The parent key of the top level: '0' (dept), '00' (region). */
  root: string;
  /** An "add child" row action (needs `<permission>_add`), opening the add dialog with the parent preset. */
  addChild?: boolean;
};

/**
 * A tree table, lazy (above), or `whole`: the list call answers the whole tree at once (Blade's
 * `role/list`), shown nested, unpaged and with every branch open.
 */
type TreeTable = LazyTreeTable | { whole: true };

/**
 * The props of a row or toolbar action's own dialog: the rows it acts on, the list's current query
 * (its search and side-tree filters, as sent to the list call); `onDone(true)` refreshes the list.
 */
export type ActionDialogProps = {
  def: ResourceDef;
  rows: BaseRecord[];
  query: Record<string, string | number>;
  onDone: (changed: boolean) => void;
};

/**
 * A row action beyond view/edit/delete, or a toolbar action on the selected rows: a POST to
 * `<api.base>/<call.endpoint>?<param>=<ids>` behind an optional confirm, or a dialog of its own.
 */
export type CustomAction = {
  key: string;
  /** Locale key of the button. */
  label: string;
  /** The full button code that shows it (`user_reset`). */
  permission: string;
  /** Locale key of the question asked before. */
  confirm?: string;
  /** `{id}` / `{ids}` in the endpoint put the row ids in the path (`reset/{id}`); otherwise `?<param>=<ids>`. */
  /**
   * `key`: the row field whose values go out (default the row key): a process definition row
   * deletes its deployment (`delete-deployment?deploymentIds=<deploymentId>`). An endpoint may
   * carry fixed params of its own (`change-state?state=active`).
   */
  call?: { endpoint: string; param?: string; success?: string; key?: string };
  dialog?: () => Promise<{ default: ComponentType<ActionDialogProps> }>;
  /** A page to open for the (first) row instead: a route of the console (a report's preview tab). */
  open?: (row: BaseRecord) => string;
  /** A toolbar action on the whole list (export), not on selected rows: no selection is asked for. */
  wholeList?: true;
  /**
   * Its dialog adds records (an upload): when it closes having changed something, the list shows
   * the newest first from its first page, as after an add.
   */
  adds?: true;
  /**
   * The list's own way to add (a model is drawn in its editor, not typed in a form): shown first,
   * as the primary 新增 button is, with its plus.
   */
  creates?: true;
  /**
   * Why a row does not allow the action (audit only a pending expert, refund only a paid order):
   * the button stays in its place, disabled, with this reason on hover.
   */
  blockedBy?: RowRule;
  /**
   * Loaded while the list shows, for a user who holds the action, so a click opens its dialog at
   * once: the dialog's code, and this component, drawn (showing nothing) beside the list to fetch
   * what the dialog reads (the role grant's trees).
   */
  preload?: () => Promise<{ default: ComponentType }>;
};

/**
 * A tree beside the table whose selected node filters the list (dept tree → users): the tree's
 * `url` answers Blade tree nodes; the selected key is sent as `<param>=<key>` with every list call.
 */
export type SideTree = {
  url: string;
  param: string;
  /** Locale key of the tree's heading. */
  title: string;
  labelKey?: string;
  valueKey?: string;
};

/**
 * 导出 of a list: a toolbar button acting on the whole list (what its search and side tree show),
 * opening the shared export dialog with a progress bar. With `endpoint` the server makes the file
 * (a GET of `<api.base>/<endpoint>` with the list's filters, Blade's `user/export-user`; an R
 * envelope answered instead is shown as the server's message). Without it (no export call exists)
 * the dialog reads every page the search matches and writes the table's columns as a CSV Excel
 * opens, labels in the user's language and dictionary words in place of codes.
 */
export type ExportDef = {
  endpoint?: string;
  /** Locale key of the file's name, without its extension. */
  fileName: string;
  /** The file's name ends with the day (H5报名用户-20261124.csv). */
  dated?: true;
  /** Fixed params sent besides the list's filters. */
  params?: Record<string, string>;
  /** Locale key of the dialog's title (default: the page's title with 导出). */
  title?: string;
  /** The button code that shows it (default `<permission>_export`). */
  permission?: string;
};

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
  /**
   * Why a row may not be deleted (default: every row may): an order goes only while unpaid or
   * cancelled. Its 删除 is disabled with the reason, and a selection's 删除 skips it.
   */
  removeBlockedBy?: RowRule;
  /** The record field that keys a row (default `id`); a region is keyed by its `code`. */
  rowKey?: string;
  /**
   * Without a detail call, how its list finds one row again (a save's check that nobody changed
   * it since the dialog opened): the search values that narrow the list to it. Else the row's
   * values of its searched fields.
   */
  rowSearch?: (row: BaseRecord) => Record<string, string>;
  tree?: TreeTable;
  sideTree?: SideTree;
  rowActions?: CustomAction[];
  /**
   * 查看 (`actions.view`) opens this dialog instead of the generic one, given the row as `rows[0]`:
   * an order's view adds its programme, which declared fields cannot show.
   */
  viewDialog?: () => Promise<{ default: ComponentType<ActionDialogProps> }>;
  /** Act on the selected rows (at least one must be selected). */
  toolbarActions?: CustomAction[];
  /** 导出: shown after the toolbar actions. */
  export?: ExportDef;
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
   * The list's order until the user picks another: sent as `ascs`/`descs` from the first call
   * and shown on its column. For a list whose server sets no order of its own (blade-log's usual
   * list answers oldest first), so the page does not depend on one.
   */
  sort?: CrudSort;
  /**
   * A bespoke screen instead of the generic list page: a component written with the
   * `@refinedev/antd` hooks, loaded with its route (e.g. `() => import('../../pages/dict/dict-page')`).
   */
  page?: () => Promise<{ default: ComponentType<{ def: ResourceDef }> }>;
  /** Locale key of a hint shown above the table. */
  description?: string;
};

/**
 * A field of a declaration typed by its row: its `name` is a key of the row, or it says it is not
 * (`offRow`). A shared field list typed for several rows takes the row as its parameter.
 */
export type RowField<Row> = FieldDef &
  ({ name: keyof Row & string; offRow?: undefined } | { offRow: 'search' | 'form' });

/**
 * A field whose name the type checker knows (a shared builder's default, or the name it was
 * given): the declaration that lists it checks that name against its row.
 */
export type NamedField<N extends string> = FieldDef & { name: N; offRow?: undefined };

/** A declaration whose fields and row key are checked against `Row`, the wire shape of its list and detail. */
type RowResourceDef<Row> = Omit<ResourceDef, 'fields' | 'rowKey'> & {
  fields: RowField<Row>[];
  rowKey?: keyof Row & string;
};

/**
 * Gives a declaration its type, checked against its row: `defineResource<ParamRow>({ ... })`.
 * The row is never inferred (a missing one leaves no field name valid); it lives beside the
 * declaration, and the stand-in's types import it.
 */
export const defineResource = <Row>(def: RowResourceDef<NoInfer<Row>>): ResourceDef => def;
