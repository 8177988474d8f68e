import { Tag } from 'antd';
import { useMemo } from 'react';
import type { FieldDef } from '../../resources/types';
import { displayValue } from './field-display';
import { labelIndex, useFieldOptions } from './use-field-options';

/** Renders what displayValue says; `labels` given by a table, looked up here otherwise. */
export function ValueView({ field, value, labels }: { field: FieldDef; value: unknown; labels?: Map<string, string> }) {
  const shown = displayValue(field, value, labels);
  if ('empty' in shown) return <span className="value-empty">-</span>;
  if ('text' in shown) return <>{shown.text}</>;
  return (
    <span>
      {shown.tags.map((label, i) => (
        <Tag key={`${i}-${label}`}>{label}</Tag>
      ))}
      {shown.more > 0 && <Tag>+{shown.more}</Tag>}
    </span>
  );
}

/** A single value with its field's options looked up (the view dialog). */
export function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { options } = useFieldOptions(field);
  const labels = useMemo(() => labelIndex(options), [options]);
  return <ValueView field={field} value={value} labels={labels} />;
}
