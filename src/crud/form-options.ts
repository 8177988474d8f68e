import type { BaseRecord } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { hasDetail } from '../providers/endpoints';
import type { ResourceDef } from '../resources/types';
import type { FormDialogState } from './dialog-state';

export type FormValues = Record<string, unknown>;

/**
 * What `useModalForm` and `useDrawerForm` share: create or edit (the detail loaded by id), the
 * list left where it is (no redirect), our notices (the request layer already shows a refusal),
 * and a save that waits for the server so a refused one keeps the dialog open.
 */
export function formOptions(
  def: ResourceDef,
  state: FormDialogState,
  t: TFunction,
  onAdded: (values: FormValues) => void,
) {
  const adding = state.mode === 'add';
  return {
    resource: def.name,
    action: adding ? ('create' as const) : ('edit' as const),
    id: adding ? undefined : state.id,
    // Without a detail call the list row is the record (initialValuesOf): nothing to fetch.
    queryOptions: { enabled: hasDetail(def.api) },
    redirect: false as const,
    mutationMode: 'pessimistic' as const,
    defaultVisible: true,
    successNotification: () => ({
      message: t(adding ? 'crud.addSuccess' : 'crud.updateSuccess'),
      type: 'success' as const,
    }),
    errorNotification: false as const,
    onMutationSuccess: (_data: unknown, values: FormValues) => {
      if (adding) onAdded(values);
    },
  };
}

/** What the form starts with: the detail once loaded, the list row when there is no detail call, or the defaults of a new record. */
export function initialValuesOf(
  def: ResourceDef,
  state: FormDialogState,
  loaded: BaseRecord | undefined,
): BaseRecord | undefined {
  if (state.mode === 'add') return defaultsOf(def, state);
  return hasDetail(def.api) ? loaded : state.row;
}

/** The values a new record starts with. */
export const defaultsOf = (def: ResourceDef, state?: FormDialogState): BaseRecord => ({
  ...Object.fromEntries(
    def.fields.filter((field) => field.defaultValue !== undefined).map((field) => [field.name, field.defaultValue]),
  ),
  ...(state?.mode === 'add' ? state.preset : undefined),
});
