import { Select } from 'antd';
import { memo, useState } from 'react';
import { rowProblems, type PrototypeRow } from './prototype-row';
import { useRowValue, type PrototypeStore } from './prototype-store';

// The editable cells of the field grid. Each reads its own value from the store and writes back
// through it, and is memoised on props that never change (the store, the row index, the field,
// the options), so an edit redraws exactly the cell edited (and the one that depends on it).
// They are plain elements drawn with the theme's colours (prototype-grid.css): hundreds of antd
// controls cost seconds to mount (each registers its styles on mount). A select becomes antd's
// Select only while it is used.

type TextField = 'comment' | 'propertyName';
type SwitchField = 'isList' | 'isForm' | 'isRow' | 'isRequired' | 'isQuery';
type SelectField = 'propertyEntity' | 'componentType' | 'dictCode' | 'queryType';
export type Option = { label: string; value: string };
type CellProps<F> = { store: PrototypeStore; index: number; field: F; label: string };

export const TextCell = memo(function TextCell({ store, index, field, label }: CellProps<TextField>) {
  const value = useRowValue(store, index, (row) => row[field]);
  // Only the property name can keep a row from being saved.
  const wrong = useRowValue(
    store,
    index,
    (row, checking) => checking && field === 'propertyName' && rowProblems(row).propertyName,
  );
  return (
    <input
      className={wrong ? 'pg-input pg-error' : 'pg-input'}
      aria-label={label}
      aria-invalid={wrong || undefined}
      value={value}
      onChange={(event) => store.set(index, { [field]: event.target.value } as Partial<PrototypeRow>)}
    />
  );
});

export const SwitchCell = memo(function SwitchCell({ store, index, field, label }: CellProps<SwitchField>) {
  const on = useRowValue(store, index, (row) => row[field] === 1);
  return (
    <button
      type="button"
      role="switch"
      className="pg-switch"
      aria-label={label}
      aria-checked={on}
      onClick={() => store.set(index, { [field]: on ? 0 : 1 })}
    />
  );
});

export type SelectProps = CellProps<SelectField> & { options: readonly Option[]; search?: boolean; clear?: boolean };

export const SelectCell = memo(function SelectCell({
  store,
  index,
  field,
  label,
  options,
  search,
  clear,
}: SelectProps) {
  const value = useRowValue(store, index, (row) => row[field]);
  // The match is asked for only while the field is searched.
  const searched = useRowValue(store, index, (row) => field !== 'queryType' || row.isQuery === 1);
  const wrong = useRowValue(
    store,
    index,
    (row, checking) => checking && field === 'queryType' && rowProblems(row).queryType,
  );
  const [live, setLive] = useState(false);
  if (!live || !searched) {
    const shown = options.find((option) => option.value === value)?.label ?? value;
    return (
      <button
        type="button"
        className={wrong ? 'pg-select pg-error' : 'pg-select'}
        aria-label={label}
        aria-haspopup="listbox"
        aria-invalid={wrong || undefined}
        disabled={!searched}
        onClick={() => setLive(true)}
      >
        <span className="pg-select-value">{shown}</span>
      </button>
    );
  }
  return (
    <Select
      size="small"
      aria-label={label}
      className="pg-live-select"
      value={value === '' ? undefined : value}
      options={options as Option[]}
      status={wrong ? 'error' : undefined}
      showSearch={search}
      optionFilterProp="label"
      allowClear={clear}
      popupMatchSelectWidth={false}
      defaultOpen
      autoFocus
      onBlur={() => setLive(false)}
      onChange={(next: string | undefined) => store.set(index, { [field]: next ?? '' } as Partial<PrototypeRow>)}
    />
  );
});

/** A read-only cell: the column's name and type come from the table. */
export const ReadCell = memo(function ReadCell({
  store,
  index,
  field,
}: {
  store: PrototypeStore;
  index: number;
  field: 'jdbcName' | 'jdbcType';
}) {
  const value = useRowValue(store, index, (row) => row[field]);
  return <span title={value}>{value}</span>;
});
