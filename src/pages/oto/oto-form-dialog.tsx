import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Alert, Button, Form } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowed } from '../../providers/access-control';
import { joinPath, resolveEndpoints } from '../../providers/endpoints';
import { useSessionState } from '../../providers/session-context';
import type { ActionDialogProps, FieldDef, ResourceDef } from '../../resources/types';
import { CrudFormFields } from '../../crud/crud-form-fields';
import { FormDialog } from '../../crud/form-dialog';
import { defaultsOf, type FormValues } from '../../crud/form-options';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { useOfferUnsaved } from '../../crud/use-offer-unsaved';
import { useSaveConflict } from '../../crud/use-save-conflict';
import { useUnknownResult } from '../../crud/use-unknown-result';
import { useSaveGate } from '../../lib/use-save-gate';

/** One save button of the dialog: the call it makes, the button code it needs, what it says after. */
export type SaveButton = {
  key: string;
  label: string;
  url: string;
  permission: string;
  success: string;
  primary?: boolean;
};

/** What a one-to-one form dialog is given: the record edited (the list row), none to add. */
export type OtoFormProps = { def: ResourceDef; row?: BaseRecord; onDone: (changed: boolean) => void };

type Props = OtoFormProps & {
  saves: SaveButton[];
  /** A field's control in place of the declared one (a select that follows another field). */
  controls?: Record<string, ReactNode>;
  /** Help under a field. */
  extra?: Record<string, ReactNode>;
  /** A line above the form (what the saves mean). */
  intro?: ReactNode;
  /** The body as sent: the form's values with the record's id (fields the call does not bind taken out). */
  toBody?: (values: FormValues) => FormValues;
};

const formOf = (field: FieldDef) => (typeof field.form === 'object' ? field.form : {});

/** The declaration's own create (no row) or update call. */
export const declaredSave = (def: ResourceDef, row: BaseRecord | undefined) =>
  joinPath(def.api.base, resolveEndpoints(def.api)[row ? 'update' : 'create']);

/** The one save of a plain add (保存, 新增成功) or edit (修改, 修改成功), held by `<prefix>_add` / `_edit`. */
export const saveOrUpdate = (def: ResourceDef, row: BaseRecord | undefined, prefix: string): SaveButton => ({
  key: 'save',
  label: row ? 'crud.update' : 'crud.save',
  url: declaredSave(def, row),
  permission: `${prefix}_${row ? 'edit' : 'add'}`,
  success: row ? 'crud.updateSuccess' : 'crud.addSuccess',
  primary: true,
});

/** 新增 on the toolbar (whatever rows are selected) and 编辑 on a row, of one form dialog. */
export function addAndEdit(FormDialogOf: (props: OtoFormProps) => ReactNode) {
  return {
    AddDialog: ({ def, onDone }: ActionDialogProps) => <FormDialogOf def={def} onDone={onDone} />,
    EditDialog: ({ def, rows, onDone }: ActionDialogProps) => <FormDialogOf def={def} row={rows[0]} onDone={onDone} />,
  };
}

function SaveButtonView({
  def,
  save,
  loading,
  onClick,
}: {
  def: ResourceDef;
  save: SaveButton;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const { permissions } = useSessionState();
  // Hidden, not disabled, without the button code (read at once: the dialog opens with its buttons).
  if (!isAllowed(permissions, def.permission, save.permission)) return null;
  return (
    <Button type={save.primary ? 'primary' : 'default'} loading={loading} onClick={onClick}>
      {t(save.label)}
    </Button>
  );
}

/**
 * The add/edit dialog of a one-to-one screen whose form the declaration cannot say on its own: the
 * declared fields as the generic form draws them, some with a control of their own, and one or
 * more saves, each a JSON POST to its URL. A refusal keeps the dialog open with what
 * was typed (the request layer shows the server's message). An edit is saved only over the record
 * it opened with (use-save-conflict.ts), and a save whose answer never came is checked before
 * another can go (use-unknown-result.ts).
 */
export function OtoFormDialog({ def, row, saves, controls, extra, intro, toBody, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const dialog = useActionDialog(onDone, form);
  const [running, setRunning] = useState<string>();
  const { send } = useActionPost();
  // One save at a time, and none after one went through (a click while the dialog closes).
  const gate = useSaveGate();
  const checkStored = useUnknownResult(def);
  const editing = !!row;
  const fields = def.fields.filter((field) => field.form && !(editing && formOf(field).addOnly));
  useOfferUnsaved(form, { open: dialog.open, noun: def.noun, editing }, fields);
  // The save button clicked: the conflict check saves with it once the user has chosen.
  const clicked = useRef<SaveButton>(saves[0]);

  const post = async (values: FormValues) => {
    const save = clicked.current;
    // A cleared choice is sent as '' (Blade keeps a field the body leaves out).
    const filled = Object.fromEntries(
      fields.map((field) => [field.name, values[field.name] ?? (field.type === 'number' ? undefined : '')]),
    );
    const body = { ...(toBody ? toBody(filled) : filled), ...(editing ? { id: row.id } : {}) };
    setRunning(save.key);
    const outcome = await send(save.url, body, t(save.success));
    const stored =
      outcome === 'unknown'
        ? await checkStored({ id: row?.id as BaseKey | undefined, row, values: body })
        : outcome === 'done';
    setRunning(undefined);
    if (!stored) return;
    gate.done();
    dialog.finish();
  };
  const conflict = useSaveConflict({ def, id: row?.id as BaseKey | undefined, loaded: row, form, save: post, gate });

  const run = async (save: SaveButton) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    clicked.current = save;
    // Its spinner from the check on, through the save.
    setRunning(save.key);
    try {
      await conflict.onFinish(values);
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <FormDialog
      dialog={dialog}
      editing={editing}
      noun={t(def.noun)}
      width={def.dialogWidth ?? 720}
      conflict={conflict}
      saves={saves.map((save) => (
        <SaveButtonView
          key={save.key}
          def={def}
          save={save}
          loading={running === save.key}
          onClick={() => void gate.run(() => run(save))}
        />
      ))}
    >
      {intro && <Alert type="info" showIcon message={intro} style={{ marginBottom: 16 }} />}
      <CrudFormFields
        def={def}
        editing={editing}
        loading={false}
        formProps={{ form, initialValues: row ?? defaultsOf(def) }}
        controls={controls}
        extra={extra}
      />
    </FormDialog>
  );
}
