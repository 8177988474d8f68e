import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { config } from '../../config';
import type { FieldDef } from '../../resources/types';

export type FieldOption = { label: string; value: string; children?: FieldOption[] };

type DictItem = { dictKey: string; dictValue: string };
type Row = Record<string, unknown> & { children?: Row[] };

const toOptions = (rows: Row[], labelKey: string, valueKey: string): FieldOption[] =>
  rows.map((row) => ({
    label: String(row[labelKey] ?? ''),
    value: String(row[valueKey] ?? ''),
    children: row.children?.length ? toOptions(row.children, labelKey, valueKey) : undefined,
  }));

/** Options of a select or tree field, cached by react-query for the session. */
export function useFieldOptions(field: FieldDef): { options: FieldOption[]; loading: boolean } {
  const source = field.options;
  const dict = source && 'dict' in source ? source : undefined;
  const remote = source && 'url' in source ? source : undefined;
  const url = dict
    ? `/${config.services.management}/${dict.biz ? 'dict-biz' : 'dict'}/dictionary`
    : remote?.url ?? '';
  const { query, result } = useCustom<Row[]>({
    url,
    method: 'get',
    config: { query: dict ? { code: dict.dict } : undefined },
    queryOptions: { enabled: !!source, staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const data = result.data;
  // The same array until the answer changes, so callers can memoise on it.
  const options = useMemo(() => {
    const rows = (Array.isArray(data) ? data : []) as Row[];
    return dict
      ? (rows as unknown as DictItem[]).map((item) => ({ label: item.dictValue, value: String(item.dictKey) }))
      : toOptions(rows, remote?.labelKey ?? 'title', remote?.valueKey ?? 'id');
  }, [data, dict, remote?.labelKey, remote?.valueKey]);
  return { options, loading: query.isLoading };
}

/** value → label over a (tree of) options. */
export function labelIndex(options: FieldOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) labelIndex(option.children, into);
  }
  return into;
}
