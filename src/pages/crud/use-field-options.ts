import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { FieldDef } from '../../resources/types';
import { dictItemLabel } from './dict-item-label';
import { useMenuNames } from './use-menu-names';

export type FieldOption = { label: string; value: string; children?: FieldOption[] };

type DictItem = { dictKey: string; dictValue: string };
type Row = Record<string, unknown> & { children?: Row[] };

type Name = (value: string, label: string) => string;

const toOptions = (rows: Row[], labelKey: string, valueKey: string, name: Name): FieldOption[] =>
  rows.map((row) => {
    const value = String(row[valueKey] ?? '');
    return {
      label: name(value, String(row[labelKey] ?? '')),
      value,
      children: row.children?.length ? toOptions(row.children, labelKey, valueKey, name) : undefined,
    };
  });

const asIs: Name = (_value, label) => label;

/** Options of a select or tree field, cached by react-query for the session. */
export function useFieldOptions(field: FieldDef): { options: FieldOption[]; loading: boolean } {
  const source = field.options;
  const dict = source && 'dict' in source ? source : undefined;
  const remote = source && 'url' in source ? source : undefined;
  const fixed = source && 'items' in source ? source.items : undefined;
  const fixedLabels = source && 'items' in source ? source.labels : undefined;
  const url = dict
    ? `/${config.services.management}/${dict.biz ? 'dict-biz' : 'dict'}/dictionary`
    : remote?.url ?? '';
  const { query, result } = useCustom<Row[]>({
    url,
    method: 'get',
    config: { query: dict ? { code: dict.dict } : undefined },
    // A dictionary is fetched once per code for the session (logout clears the cache); the query
    // key is the URL and code, so every field and screen naming the code shares the one answer.
    queryOptions: { enabled: !!(dict || remote), staleTime: dict ? Infinity : 5 * 60_000, gcTime: dict ? Infinity : undefined },
    errorNotification: false,
  });
  const data = result.data;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const menuName = useMenuNames();
  const name = remote?.menuNames ? menuName : asIs;
  // The same array until the answer (or, for menu names, the language) changes, so callers can
  // memoise on it.
  const options = useMemo(() => {
    if (fixed) return fixed.map((item) => ({ label: fixedLabels ? t(`${fixedLabels}.${item}`) : item, value: item }));
    const rows = (Array.isArray(data) ? data : []) as Row[];
    return dict
      ? (rows as unknown as DictItem[]).map((item) => ({
          label: dictItemLabel(dict.dict, String(item.dictKey), item.dictValue, t, language),
          value: `${dict.valuePrefix ?? ''}${item.dictKey}`,
        }))
      : toOptions(rows, remote?.labelKey ?? 'title', remote?.valueKey ?? 'id', name);
  }, [data, dict, fixed, fixedLabels, remote?.labelKey, remote?.valueKey, name, t, language]);
  return { options, loading: !fixed && query.isLoading };
}

/** value → label over a (tree of) options. */
export function labelIndex(options: FieldOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) labelIndex(option.children, into);
  }
  return into;
}
