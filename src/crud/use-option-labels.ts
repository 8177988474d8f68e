import { useDataProvider } from '@refinedev/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FieldDef } from '../resources/types';
import { optionsQuery, toFieldOptions } from './option-query';
import { labelIndex, useOptionWords } from './use-field-options';

/**
 * value → label, by field name, for every field with options: one `useQueries` over their
 * sources (the same cache entries a form's select reads), not one lookup per cell or per field;
 * fields naming the same source share its query. A field whose options are still loading has no
 * entry, so its cells wait instead of showing keys. The map stays the same object until an answer
 * or the language changes (the columns hold on it).
 */
export function useOptionLabels(fields: FieldDef[]): Map<string, Map<string, string>> {
  const dataProvider = useDataProvider()();
  const words = useOptionWords();
  const plan = useMemo(() => {
    const sourced = fields.filter((field) => field.options);
    const queries: ReturnType<typeof optionsQuery>[] = [];
    const seen = new Map<string, number>();
    // The query each field reads, by its place among the queries.
    const queryOf = sourced.map((field) => {
      const query = optionsQuery(field.options, undefined, dataProvider);
      const hash = JSON.stringify(query.queryKey);
      if (!seen.has(hash)) seen.set(hash, queries.push(query) - 1);
      return seen.get(hash)!;
    });
    return { sourced, queries, queryOf };
  }, [fields, dataProvider]);
  const combine = useCallback(
    (results: UseQueryResult<Record<string, unknown>[]>[]) =>
      new Map(
        plan.sourced.flatMap((field, i) => {
          const result = results[plan.queryOf[i]];
          return result.isLoading ? [] : [[field.name, labelIndex(toFieldOptions(field.options, result.data, words))]];
        }),
      ),
    [plan, words],
  );
  return useQueries({ queries: plan.queries, combine });
}
