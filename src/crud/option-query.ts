import type { DataProvider } from '@refinedev/core';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { systemApi } from '../resources/system/api';
import type { FieldDef } from '../resources/types';
import { dictItemLabel } from './dict-item-label';

/** A choice of a select, radio or tree field, in the user's words. */
export type FieldOption = { label: string; value: string; children?: FieldOption[] };

type Source = NonNullable<FieldDef['options']>;
type Row = Record<string, unknown> & { children?: Row[] };
type DictItem = { dictKey: string; dictValue: string };

/** What turns an answer into the options a person reads: the language, and menu names in it. */
export type OptionWords = { t: TFunction; language: string; menuName: (id: string, serverName: string) => string };

/**
 * The query behind a field's options, through the data provider. One cache entry per source:
 * every field, list and screen naming the same dictionary (or URL and params) shares one answer.
 * A dictionary is read once per session: never stale, never collected (the shell's cleanup of a
 * closed tab leaves it), gone with the query cache at logout, fetched again after 清除缓存
 * (an invalidated query is stale whatever its staleTime). A remote source's tree is kept 5 minutes.
 * `params`: what a source declaring `query` sends (null: not read yet, nothing is asked); without
 * them (a list, a view) the source is asked as it is. A fixed list asks nothing.
 */
export function optionsQuery(
  source: Source | undefined,
  params: Record<string, string> | null | undefined,
  dataProvider: DataProvider,
) {
  if (source && 'dict' in source) {
    // Its list answers the items of one code, a bare array.
    const api = systemApi.dictionaries[source.biz ? 'business' : 'system'];
    const read = () =>
      dataProvider
        .getList<Row>({
          resource: 'dictionary',
          pagination: { mode: 'off' },
          filters: [{ field: 'code', operator: 'eq', value: source.dict }],
          meta: { api },
        })
        .then(({ data }) => data);
    return optionsOf([api.base, { code: source.dict }], read, Infinity);
  }
  const remote = source && 'url' in source ? source : undefined;
  // No params to send asks as a list or a view does, so they share the answer.
  const query = remote?.query && params && Object.keys(params).length ? params : undefined;
  const read =
    remote && params !== null
      ? () =>
          dataProvider.custom!<Row[]>({ url: remote.url, method: 'get', query }).then(({ data }) =>
            Array.isArray(data) ? data : [],
          )
      : skipToken;
  return optionsOf([remote?.url ?? '', query ?? {}], read, 5 * 60_000);
}

/** `keptFor`: how long an answer is fresh; a dictionary's (Infinity) is also never collected. */
const optionsOf = (
  [where, params]: [string, Record<string, string>],
  read: (() => Promise<Row[]>) | typeof skipToken,
  keptFor: number,
) =>
  queryOptions({
    queryKey: ['options', where, params] as const,
    queryFn: read,
    staleTime: keptFor,
    gcTime: keptFor === Infinity ? Infinity : undefined,
  });

const treeOptions = (rows: Row[], labelKey: string, valueKey: string, words: OptionWords | null): FieldOption[] =>
  rows.map((row) => {
    const value = String(row[valueKey] ?? '');
    const label = String(row[labelKey] ?? '');
    return {
      label: words ? words.menuName(value, label) : label,
      value,
      children: row.children?.length ? treeOptions(row.children, labelKey, valueKey, words) : undefined,
    };
  });

/** A source's options from its answer (a fixed list from the declaration), in the user's language. */
export function toFieldOptions(source: Source | undefined, rows: Row[] | undefined, words: OptionWords): FieldOption[] {
  if (!source) return [];
  const { t, language } = words;
  if ('items' in source)
    return source.items.map((item) => ({ label: source.labels ? t(`${source.labels}.${item}`) : item, value: item }));
  if ('dict' in source)
    return ((rows ?? []) as unknown as DictItem[]).map((item) => ({
      label: dictItemLabel(source.dict, String(item.dictKey), item.dictValue, t, language),
      value: `${source.valuePrefix ?? ''}${item.dictKey}`,
    }));
  return treeOptions(rows ?? [], source.labelKey ?? 'title', source.valueKey ?? 'id', source.menuNames ? words : null);
}
