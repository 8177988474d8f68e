import type { BaseRecord } from '@refinedev/core';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ResourceDef } from '../resources/types';
import { FieldValue } from './field-value';
import { shownValue } from './menu-name-value';

// Labels keep one line at this width whatever the value beside them; a long value wraps instead.
const LABEL_WIDTH = 140;

const inView = (field: FieldDef) => field.view ?? !!field.form;
/** A field declared `shownWhen` only where the record's other field holds one of its values. */
const shownIn = (field: FieldDef, record: BaseRecord | undefined) =>
  !field.shownWhen || field.shownWhen.values.includes(String(record?.[field.shownWhen.field] ?? ''));
const fullRow = (field: FieldDef) => typeof field.form === 'object' && field.form.span === 24;

/**
 * Each field's span in two columns. A full-row field after a half one that opens a row would be
 * cut to the half left beside it (antd gives an item no more than its row has left), so that half
 * fills its row instead and the full-row field starts the next.
 */
function spansOf(fields: FieldDef[]): (1 | 2 | 'filled')[] {
  let opensRow = true;
  return fields.map((field, index) => {
    if (fullRow(field)) {
      opensRow = true;
      return 2;
    }
    const fills = opensRow && !!fields[index + 1] && fullRow(fields[index + 1]);
    opensRow = fills || !opensRow;
    return fills ? 'filled' : 1;
  });
}

/** The fields of one record, read-only, as the view dialog shows them. */
export function CrudRecordView({ def, record }: { def: ResourceDef; record: BaseRecord | undefined }) {
  const { t, i18n } = useTranslation();
  const shown = def.fields.filter((field) => inView(field) && shownIn(field, record));
  const spans = spansOf(shown);
  return (
    <Descriptions
      className="crud-record-view"
      column={2}
      bordered
      size="small"
      styles={{ label: { width: LABEL_WIDTH, whiteSpace: 'nowrap' }, content: { wordBreak: 'break-all' } }}
    >
      {shown.map((field, index) => (
        <Descriptions.Item key={field.name} label={t(field.label)} span={spans[index]}>
          <FieldValue field={field} value={shownValue(field, record?.[field.name], record, t, i18n.language)} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
