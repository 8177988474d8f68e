import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../resources/types';
import { optionsQuery, toFieldOptions, type FieldOption, type OptionWords } from './option-query';
import { useMenuNames } from './use-menu-names';

/** The words options are read in: a new object only when the language (or the user's menu) changes. */
export function useOptionWords(): OptionWords {
  const { t, i18n } = useTranslation();
  const menuName = useMenuNames();
  const language = i18n.language;
  return useMemo(() => ({ t, language, menuName }), [t, language, menuName]);
}

/**
 * Options of a select or tree field, from the query its source shares with every other reader
 * (`optionsQuery`). `params`: what a source declaring `query` sends, from the form's other fields
 * (`useOptionParams`; null: not read yet, nothing is asked); without them (a list, a view) the
 * source is asked without its params.
 */
export function useFieldOptions(
  field: FieldDef,
  params?: Record<string, string> | null,
): { options: FieldOption[]; loading: boolean; fetching: boolean } {
  const source = field.options;
  const dataProvider = useDataProvider()();
  const query = useQuery(optionsQuery(source, params, dataProvider));
  const words = useOptionWords();
  const rows = query.data;
  // The same array until the answer (or the language) changes, so callers can memoise on it.
  const options = useMemo(() => toFieldOptions(source, rows, words), [source, rows, words]);
  return { options, loading: query.isLoading, fetching: query.isFetching };
}

const NO_ITEMS: never[] = [];

/**
 * A dictionary's items as the server answers them (`remark` too), for a screen that needs more
 * than its options: the same cache entry its fields' options read, so still one request a session.
 */
export function useDictionary<Item>(code: string): { items: Item[]; loading: boolean } {
  const dataProvider = useDataProvider()();
  const query = useQuery(optionsQuery({ dict: code }, undefined, dataProvider));
  return { items: (query.data as Item[] | undefined) ?? NO_ITEMS, loading: query.isLoading };
}

/** value → label over a (tree of) options. */
export function labelIndex(options: FieldOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) labelIndex(option.children, into);
  }
  return into;
}
