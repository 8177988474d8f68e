import type { CustomAction, ResourceDef } from '../resources/types';

const NONE: CustomAction[] = [];
const withExport = new WeakMap<ResourceDef, CustomAction[]>();

/**
 * The toolbar actions a declaration asks for: its own, then 导出 when it declares `export` (the
 * shared dialog, on the whole list, behind `<permission>_export`). The same array for a declaration
 * every time, so the page's memoised columns and buttons hold.
 */
export function toolbarActionsOf(def: ResourceDef): CustomAction[] {
  if (!def.export) return def.toolbarActions ?? NONE;
  let actions = withExport.get(def);
  if (!actions) {
    const exporting: CustomAction = {
      key: 'export',
      label: 'crud.export',
      permission: def.export.permission ?? `${def.permission}_export`,
      wholeList: true,
      dialog: () => import('./crud-export-dialog'),
    };
    actions = [...(def.toolbarActions ?? []), exporting];
    withExport.set(def, actions);
  }
  return actions;
}
