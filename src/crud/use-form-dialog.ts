import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError, MetaQuery } from '@refinedev/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveGate } from '../lib/use-save-gate';
import type { ResourceDef } from '../resources/types';
import type { FormDialogState } from './dialog-state';
import { formOptions, initialValuesOf, type FormValues } from './form-options';
import { hasDetail } from '../providers/endpoints';
import { saveKeepingInput } from './save-keeping-input';
import { useDiscardGuard } from './use-discard-guard';
import { useOfferUnsaved } from './use-offer-unsaved';
import { useSaveConflict } from './use-save-conflict';
import { isUnknownResult, useUnknownResult } from './use-unknown-result';

type Options = {
  onAdded?: (values: FormValues) => void;
  /** The body as sent, from the form's values (what the form does not show but a save carries). */
  toBody?: (values: FormValues) => FormValues;
  /** For an entity that is no Refine resource of its own: where its calls go (`meta.api`). */
  meta?: MetaQuery;
};

const ignore = () => undefined;

/**
 * The state of an add or edit dialog (FormDialog) on Refine's `useModalForm`, whether it shows as
 * a dialog or a drawer: the detail loaded by id, the form starting from it (or from the defaults
 * and preset of a new record), a save that keeps the dialog and what was typed when refused, and
 * a cancel that asks before throwing input away. An edit is saved only over the record it loaded:
 * changed meanwhile on the server, the user chooses to reload it or overwrite (use-save-conflict.ts).
 */
export function useFormDialog(def: ResourceDef, state: FormDialogState, onClosed: () => void, options: Options = {}) {
  const { t } = useTranslation();
  const { onAdded = ignore, toBody, meta } = options;
  const { modalProps, formProps, form, close, query, mutation } = useModalForm<BaseRecord, HttpError, FormValues>({
    ...formOptions(def, state, t, onAdded),
    ...(meta ? { meta } : {}),
  });
  const cancel = useDiscardGuard(form, close);
  const editing = state.mode === 'edit';
  useOfferUnsaved(
    form,
    { open: !!modalProps.open, noun: def.noun, editing },
    def.fields.filter((field) => field.form),
  );
  const { onFinish } = formProps;
  // One save at a time, and none after one went through (a click while the dialog closes).
  const gate = useSaveGate();
  useEffect(() => {
    if (modalProps.open) gate.reopen();
  }, [modalProps.open, gate]);
  // Refine's onFinish settles with the call (pessimistic) and throws when the save is refused;
  // antd's type for it says void, hence Promise.resolve.
  const save = async (values: FormValues) => {
    await Promise.resolve(onFinish?.(toBody ? toBody(values) : values));
    gate.done();
  };
  // A save whose answer never came may be stored: what the server holds is read before another
  // save can go (the gate stays closed meanwhile).
  const checkStored = useUnknownResult(def, meta);
  const settleUnknown = async (values: FormValues) => {
    const id = editing ? state.id : undefined;
    const row = state.mode === 'edit' ? state.row : undefined;
    if (!(await checkStored({ id, row, values: toBody ? toBody(values) : values }))) return;
    gate.done();
    if (!editing) onAdded(values);
    close();
  };
  // An edit first checks that nobody changed the record since it was loaded (use-save-conflict.ts).
  const conflict = useSaveConflict({
    def,
    id: editing ? state.id : undefined,
    // The record as the dialog has it: its detail, or the list's row where there is no detail call.
    loaded: hasDetail(def.api) ? query?.data?.data : state.mode === 'edit' ? state.row : undefined,
    meta,
    form,
    save,
    gate,
  });
  return {
    form,
    editing,
    loading: editing && !!query?.isLoading,
    /** FormDialog's state. */
    shell: {
      dialog: { open: !!modalProps.open, cancel, onClosed },
      editing,
      saving: mutation.isPending || conflict.checking,
      onSave: () => form.submit(),
      conflict,
    },
    formProps: saveKeepingInput({
      ...formProps,
      initialValues: initialValuesOf(def, state, formProps.initialValues),
      // A refused save or check: the request layer has said why; the dialog keeps what was typed.
      onFinish: (values) =>
        void gate
          .run(async () => {
            try {
              await conflict.onFinish(values);
            } catch (error) {
              if (!isUnknownResult(error)) throw error;
              await settleUnknown(values);
            }
          })
          .catch(() => undefined),
    }),
  };
}
