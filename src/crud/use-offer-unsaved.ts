import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { offerUnsaved } from '../lib/unsaved-input';
import { useLatestCallback } from '../lib/use-latest-callback';
import { useSessionServices } from '../providers/session-context';
import type { FieldDef } from '../resources/types';

// What a user types is worth keeping when the session ends under the dialog: free text and
// numbers, as typed. A choice (a select's code, a date) is picked again in a moment.
const TYPED = new Set(['text', 'textarea', 'number', 'rich-text']);

const typedText = (field: FieldDef | undefined, value: unknown): string | null => {
  if (field && (field.options || !TYPED.has(field.type ?? 'text'))) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' ? String(value) : null;
};

/**
 * While the dialog is open and its form touched, offers what was typed (lib/unsaved-input.ts), by
 * the dialog's title and the labels the form shows: kept if the session ends under it, shown after
 * the next login. Read when the session ends, so the fields given at the last render count.
 */
export function useOfferUnsaved(
  form: FormInstance,
  dialog: { open: boolean; noun: string; editing: boolean },
  fields: readonly FieldDef[],
) {
  const { t } = useTranslation();
  const { storage } = useSessionServices();
  const { open, noun, editing } = dialog;
  const typedInput = useLatestCallback(() => {
    if (!form.isFieldsTouched()) return null;
    const values = form.getFieldsValue() as Record<string, unknown>;
    const typed = fields
      .map((field) => ({ label: t(field.label), value: typedText(field, values[field.name]) }))
      .filter((entry): entry is { label: string; value: string } => entry.value !== null);
    return { title: t(editing ? 'crud.editTitle' : 'crud.addTitle', { name: t(noun) }), fields: typed };
  });
  useEffect(() => {
    const user = storage.getUser();
    if (!open || !user) return;
    return offerUnsaved(user, typedInput);
  }, [open, storage, typedInput]);
}
