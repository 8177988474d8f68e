import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { FieldDef } from '../../resources/types';
import { labelIndex, useFieldOptions } from './use-field-options';

const MAX_TAGS = 3;

/** Shows a stored value the way a person reads it: dictionary labels, menu names, yes/no. */
export function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { options } = useFieldOptions(field);
  const labels = useMemo(() => labelIndex(options), [options]);
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">-</Typography.Text>;
  if (!field.options) return <>{String(value)}</>;
  const keys = field.joined || Array.isArray(value) ? String(value).split(',').filter(Boolean) : [String(value)];
  const shown = keys.slice(0, MAX_TAGS).map((key) => labels.get(key) ?? key);
  if (!field.multiple && !field.joined) return <>{shown[0]}</>;
  return (
    <span>
      {shown.map((label, i) => (
        <Tag key={`${keys[i]}`}>{label}</Tag>
      ))}
      {keys.length > MAX_TAGS && <Tag>+{keys.length - MAX_TAGS}</Tag>}
    </span>
  );
}
