import { useDataProvider } from '@refinedev/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FieldDef } from '../../resources/types';
import { optionsQuery, toFieldOptions } from './option-query';
import { labelIndex, useOptionWords } from './use-field-options';

/**
 * value → label, by field name, for every field with options: one `useQueries` over their
 * sources (the same cache entries a form's select reads), not one lookup per cell or per field. A
 * field whose options are still loading has no entry, so its cells wait instead of showing keys.
 * The map stays the same object until an answer or the language changes (the columns hold on it).
 */
export function useOptionLabels(fields: FieldDef[]): Map<string, Map<string, string>> {
  const dataProvider = useDataProvider()();
  const words = useOptionWords();
  const sourced = useMemo(() => fields.filter((field) => field.options), [fields]);
  const combine = useCallback(
    (results: UseQueryResult<Record<string, unknown>[]>[]) =>
      new Map(
        sourced.flatMap((field, i) =>
          results[i].isLoading
            ? []
            : [[field.name, labelIndex(toFieldOptions(field.options, results[i].data, words))] as const],
        ),
      ),
    [sourced, words],
  );
  return useQueries({
    queries: sourced.map((field) => optionsQuery(field.options, undefined, dataProvider)),
    combine,
  });
}
