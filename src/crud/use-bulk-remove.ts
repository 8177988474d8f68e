import { useDeleteMany, type BaseKey, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createElement } from 'react';
import type { ResourceDef } from '../resources/types';
import { ConfirmLines } from './confirm-lines';
import { namesOf, whichLine } from './selection-names';
import { rowKeyOf } from './use-lazy-tree';

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
  // A double click or a second Enter on 删除 before the confirm takes focus would stack a second
  // confirm, whose 确定 would ask to delete the same rows again.
  const confirming = useRef(false);
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
      const names = namesOf(def.fields, kept, key, i18n.language);
      if (ids.length === 0) {
        message.warning(t('crud.noneRemovable', { names }));
        return;
      }
      if (confirming.current) return;
      confirming.current = true;
      modal.confirm({
        afterClose: () => (confirming.current = false),
        title: t('crud.confirmTitle'),
        content: createElement(ConfirmLines, {
          lines: [
            kept.length
              ? `${t('crud.confirmDelete')} ${t('crud.removeSkipped', { count: kept.length, names })}`
              : t('crud.confirmDelete'),
            whichLine(
              t,
              ids.length,
              namesOf(
                def.fields,
                rows.filter((row) => ids.some((id) => String(id) === String(row[key]))),
                key,
                i18n.language,
                ids.length,
              ),
            ),
          ],
        }),
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
