import type { BaseRecord } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { FieldDef } from '../resources/types';
import { menuLabel } from '../shell/menu-label';

/**
 * What a `display: 'menu-name'` field shows for its row: the server's name in Chinese, the
 * locale's name of the row's menu `code` in another language (the sider's rule, `menuLabel`).
 * Any other field's value is returned as it is.
 */
export function shownValue(
  field: FieldDef,
  value: unknown,
  row: BaseRecord | undefined,
  t: TFunction,
  language: string,
): unknown {
  if (field.display !== 'menu-name' || value === null || value === undefined || value === '') return value;
  return menuLabel({ code: String(row?.code ?? ''), name: String(value) }, t, language);
}
