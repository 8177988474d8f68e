import { Tag } from 'antd';
import { useMemo } from 'react';
import { i18n } from '../../providers/i18n';
import type { FieldDef } from '../../resources/types';
import { MenuIcon } from '../../shell/menu-icon';
import { displayValue, fullText } from './field-display';
import { labelIndex, useFieldOptions } from './use-field-options';

type Props = { field: FieldDef; value: unknown; labels?: Map<string, string>; titled?: boolean };

/**
 * Renders what displayValue says; `labels` given by a table, looked up here otherwise. A table
 * cell is `titled`: it cuts a long value short, and the full value shows on hover.
 */
export function ValueView({ field, value, labels, titled }: Props) {
  const shown = displayValue(field, value, labels);
  if ('empty' in shown) return <span className="value-empty">-</span>;
  if ('pending' in shown) return <span className="value-empty" aria-busy="true">…</span>;
  // Cells re-render when the language changes (the columns depend on it), so i18n.t is current.
  if ('meaning' in shown) return <Tag>{i18n.t(shown.meaning)}</Tag>;
  const title = titled ? fullText(shown) : undefined;
  if ('text' in shown && field.type === 'image') return <img className="value-image" src={shown.text} alt={i18n.t(field.label)} loading="lazy" />;
  if ('text' in shown && field.type === 'icon') return <span title={title}><MenuIcon source={shown.text} /> {shown.text}</span>;
  if ('text' in shown) return <span title={title}>{shown.text}</span>;
  return (
    <span title={title}>
      {shown.tags.map((label, i) => (
        <Tag key={`${i}-${label}`} color={shown.colors?.[i]}>{label}</Tag>
      ))}
      {shown.more > 0 && <Tag>+{shown.more}</Tag>}
    </span>
  );
}

/** A single value with its field's options looked up (the view dialog). */
export function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { options, loading } = useFieldOptions(field);
  const labels = useMemo(() => (loading ? undefined : labelIndex(options)), [options, loading]);
  return <ValueView field={field} value={value} labels={labels} />;
}
