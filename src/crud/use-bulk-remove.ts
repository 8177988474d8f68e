import { useDeleteMany, type BaseKey, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ResourceDef } from '../resources/types';
import { rowKeyOf } from './use-lazy-tree';

/** Skipped rows named in a message: the first few, the rest as … */
const NAMED = 5;

/** How a message names a row: its first listed column with a value (an order's number). */
function rowName(fields: FieldDef[], row: BaseRecord, key: string): string {
  const named = fields.find(
    (field) => field.table && row[field.name] !== undefined && row[field.name] !== null && row[field.name] !== '',
  );
  return String(named ? row[named.name] : row[key]);
}

/**
 * Blade's remove of one row or a selection (spec: "请选择至少一条数据" on an empty selection, then a
 * confirm), one `remove?ids=` call for all. Refine's DeleteButton removes one record behind a
 * popover, which is not what the spec asks, so this stays ours. The declaration's `removeBlockedBy` rule
 * (a paid order stays) holds for a selection too: given the selected rows, the others are not
 * sent, and the confirm names them as skipped.
 */
export function useBulkRemove(def: ResourceDef, onRemoved: (ids: BaseKey[]) => void) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { mutateAsync: removeMany } = useDeleteMany();
  return useCallback(
    (selected: BaseKey[], rows: readonly BaseRecord[] = []) => {
      if (selected.length === 0) {
        message.warning(t('crud.selectAtLeastOne'));
        return;
      }
      const key = rowKeyOf(def);
      const kept = def.removeBlockedBy ? rows.filter((row) => def.removeBlockedBy?.(row)) : [];
      const keptKeys = new Set(kept.map((row) => String(row[key])));
      const ids = selected.filter((id) => !keptKeys.has(String(id)));
      const names =
        kept
          .slice(0, NAMED)
          .map((row) => rowName(def.fields, row, key))
          .join(i18n.language === 'zh' ? '、' : ', ') + (kept.length > NAMED ? ' …' : '');
      if (ids.length === 0) {
        message.warning(t('crud.noneRemovable', { names }));
        return;
      }
      modal.confirm({
        title: t('crud.confirmTitle'),
        content: kept.length
          ? `${t('crud.confirmDelete')} ${t('crud.removeSkipped', { count: kept.length, names })}`
          : t('crud.confirmDelete'),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
        okButtonProps: { danger: true },
        onOk: () =>
          removeMany({
            resource: def.name,
            ids,
            // Said here for an entity that is no Refine resource of its own (a menu's scopes).
            meta: { api: def.api },
            mutationMode: 'pessimistic',
            successNotification: () => ({ message: t('crud.deleteSuccess'), type: 'success' }),
            errorNotification: false,
          })
            .then(() => onRemoved(ids))
            .catch(() => undefined),
      });
    },
    [def, message, modal, removeMany, t, i18n.language, onRemoved],
  );
}
