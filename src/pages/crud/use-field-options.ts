import { useCustom } from '@refinedev/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
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

/**
 * The dictionaries this console session has read, by URL and code. The shell drops a closed tab's
 * queries (`removeQueries({ type: 'inactive' })`), a dictionary's with them; kept here, a screen
 * opened again starts from them instead of asking again. Keyed by the QueryClient, which the
 * console makes at login and drops at logout, so a new session (another tenant's dict-biz) reads
 * afresh; the shell's 清除缓存 (invalidateQueries) still refetches, and the answer replaces these.
 */
const sessionDictionaries = new WeakMap<QueryClient, Map<string, Row[]>>();
const dictionariesOf = (client: QueryClient) => {
  let kept = sessionDictionaries.get(client);
  if (!kept) sessionDictionaries.set(client, (kept = new Map()));
  return kept;
};

/**
 * Options of a select or tree field, cached by react-query for the session. `params`: what a source
 * declaring `query` sends, from the form's other fields (`useOptionParams`; null: not read yet,
 * nothing is asked); without them (a list, a view) the source is asked without its params.
 */
export function useFieldOptions(
  field: FieldDef,
  params?: Record<string, string> | null,
): { options: FieldOption[]; loading: boolean; fetching: boolean } {
  const source = field.options;
  const dict = source && 'dict' in source ? source : undefined;
  const remote = source && 'url' in source ? source : undefined;
  const fixed = source && 'items' in source ? source.items : undefined;
  const fixedLabels = source && 'items' in source ? source.labels : undefined;
  const url = dict
    ? `/${config.services.management}/${dict.biz ? 'dict-biz' : 'dict'}/dictionary`
    : (remote?.url ?? '');
  const client = useQueryClient();
  const dictKey = dict ? `${url}?code=${dict.dict}` : '';
  const kept = dict ? dictionariesOf(client).get(dictKey) : undefined;
  const { query, result } = useCustom<Row[]>({
    url,
    method: 'get',
    // No params to send asks as a list or a view does, so they share the answer.
    config: {
      query: dict ? { code: dict.dict } : remote?.query && params && Object.keys(params).length ? params : undefined,
    },
    // A dictionary is fetched once per code for the session (logout clears the cache); the query
    // key is the URL and code, so every field and screen naming the code shares the one answer.
    queryOptions: {
      enabled: !!(dict || remote) && params !== null,
      staleTime: dict ? Infinity : 5 * 60_000,
      gcTime: dict ? Infinity : undefined,
      initialData: kept ? { data: kept } : undefined,
    },
    errorNotification: false,
  });
  const data = result.data;
  useEffect(() => {
    if (dict && Array.isArray(data)) dictionariesOf(client).set(dictKey, data);
  }, [client, dict, dictKey, data]);
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
  return { options, loading: !fixed && query.isLoading, fetching: !fixed && query.isFetching };
}

/** value → label over a (tree of) options. */
export function labelIndex(options: FieldOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) labelIndex(option.children, into);
  }
  return into;
}
