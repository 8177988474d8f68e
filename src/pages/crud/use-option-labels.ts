import { useMemo } from 'react';
import type { FieldDef } from '../../resources/types';
import { labelIndex, useFieldOptions } from './use-field-options';

/**
 * One options lookup per field with options (not one per cell): value → label, by field name. A
 * field whose options are still loading has no entry, so its cells wait instead of showing keys.
 */
export function useOptionLabels(fields: FieldDef[]): Map<string, Map<string, string>> {
  const withOptions = fields.filter((field) => field.options);
  // A declaration's fields never change, so the number of hook calls is fixed for the page.
  const lists = withOptions.map((field) => useFieldOptions(field));
  return useMemo(
    () =>
      new Map(
        withOptions.flatMap((field, i) =>
          lists[i].loading ? [] : [[field.name, labelIndex(lists[i].options)] as const],
        ),
      ),
    // Each list keeps its identity until its answer changes.
    lists.flatMap((list) => [list.options, list.loading]),
  );
}
