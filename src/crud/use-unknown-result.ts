import { useDataProvider, useInvalidate, type BaseKey, type BaseRecord, type MetaQuery } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isBladeHttpError } from '../providers/http-error';
import type { ResourceDef } from '../resources/types';
import type { FormValues } from './form-options';
import { wasStored } from './stored-check';

/** Whether a save's failure is one whose answer never came (a timeout, a dropped connection). */
export const isUnknownResult = (error: unknown): boolean => isBladeHttpError(error) && error.unknownResult;

/**
 * After a save whose answer never came, what the server holds is read before another save can go
 * (the caller's save gate stays closed meanwhile), and the toast says which it is: stored (the
 * list behind refreshes; true), not stored (save again; false), or still unknown (false: look in
 * the list first). A retry after "stored" would store an add twice.
 */
export function useUnknownResult(def: ResourceDef, meta?: MetaQuery) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  return useCallback(
    async (sent: { id?: BaseKey; row?: BaseRecord; values: FormValues }): Promise<boolean> => {
      const key = 'unknown-result';
      message.loading({ content: t('crud.checkingStored'), key, duration: 0 });
      const stored = await wasStored(dataProvider(), def, { ...sent, meta }).catch(() => undefined);
      if (stored === undefined) {
        message.error({ content: t('crud.storedUnknown'), key, duration: 8 });
        return false;
      }
      if (!stored) {
        message.warning({ content: t('crud.notStored'), key });
        return false;
      }
      message.success({ content: t('crud.storedAfterAll'), key });
      await invalidate({ resource: def.name, invalidates: ['list', 'many', 'detail'] });
      return true;
    },
    [t, dataProvider, def, meta, message, invalidate],
  );
}
