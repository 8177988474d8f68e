import { useMemo } from 'react';
import type { FieldDef } from '../../resources/types';
import { labelIndex, useFieldOptions } from './use-field-options';

/** One options lookup per field with options (not one per cell): value → label, by field name. */
export function useOptionLabels(fields: FieldDef[]): Map<string, Map<string, string>> {
  const withOptions = fields.filter((field) => field.options);
  // A declaration's fields never change, so the number of hook calls is fixed for the page.
  const lists = withOptions.map((field) => useFieldOptions(field).options);
  return useMemo(
    () => new Map(withOptions.map((field, i) => [field.name, labelIndex(lists[i])])),
    // Each list keeps its identity until its answer changes.
    lists,
  );
}
