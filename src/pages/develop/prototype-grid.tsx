import { theme } from 'antd';
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { COMPONENT_TYPES, ENTITY_TYPES, QUERY_TYPES } from './prototype-row';
import { ReadCell, SelectCell, SwitchCell, TextCell, type Option, type SelectProps } from './prototype-cells';
import type { PrototypeStore } from './prototype-store';
import { useDevelopWords, type DevelopWords } from './develop-words';
import './prototype-grid.css';

type Props = { store: PrototypeStore; dictOptions: Option[]; height: number };
/** The words that are one text (not a list of labels). */
type Word = { [K in keyof DevelopWords]: DevelopWords[K] extends string ? K : never }[keyof DevelopWords];
type Column = { key: string; title: string; width: number; cell: (index: number) => ReactNode; className?: string };

/** One line of the grid: drawn once; its cells keep themselves current. */
const Line = memo(function Line({ index, columns }: { index: number; columns: Column[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {column.cell(index)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The field grid: a plain table in the theme's colours with a sticky head and the column names
 * pinned left. It draws once per store and language; every editable cell then keeps itself
 * current (prototype-cells.tsx).
 */
export const PrototypeGrid = memo(function PrototypeGrid({ store, dictOptions, height }: Props) {
  const words = useDevelopWords();
  const { token } = theme.useToken();
  const columns = useMemo<Column[]>(() => {
    const word = (key: Word) => words[key];
    const components = COMPONENT_TYPES.map((value) => ({ value, label: words.component[value] }));
    const matches = QUERY_TYPES.map((value) => ({ value, label: words.query[value] }));
    const entities = ENTITY_TYPES.map(({ label, value }) => ({ label, value }));
    const switchColumn = (field: 'isList' | 'isForm' | 'isRow' | 'isRequired' | 'isQuery'): Column => ({
      key: field,
      title: word(field),
      width: 84,
      className: 'pg-center',
      cell: (index) => <SwitchCell store={store} index={index} field={field} label={word(field)} />,
    });
    const textColumn = (field: 'comment' | 'propertyName', width: number): Column => ({
      key: field,
      title: word(field),
      width,
      cell: (index) => <TextCell store={store} index={index} field={field} label={word(field)} />,
    });
    type Select = Pick<SelectProps, 'options' | 'search' | 'clear'>;
    const selectColumn = (field: SelectProps['field'], width: number, select: Select): Column => ({
      key: field,
      title: word(field),
      width,
      cell: (index) => <SelectCell store={store} index={index} field={field} label={word(field)} {...select} />,
    });
    return [
      { key: 'n', title: '#', width: 44, className: 'pg-pin pg-number', cell: (index) => index + 1 },
      {
        key: 'jdbcName',
        title: word('jdbcName'),
        width: 160,
        className: 'pg-pin pg-pin-last',
        cell: (index) => <ReadCell store={store} index={index} field="jdbcName" />,
      },
      {
        key: 'jdbcType',
        title: word('jdbcType'),
        width: 120,
        className: 'pg-read',
        cell: (index) => <ReadCell store={store} index={index} field="jdbcType" />,
      },
      textColumn('comment', 170),
      textColumn('propertyName', 150),
      selectColumn('propertyEntity', 130, { options: entities }),
      switchColumn('isList'),
      switchColumn('isForm'),
      switchColumn('isRow'),
      switchColumn('isRequired'),
      selectColumn('componentType', 130, { options: components }),
      selectColumn('dictCode', 190, { options: dictOptions, search: true, clear: true }),
      switchColumn('isQuery'),
      selectColumn('queryType', 130, { options: matches, clear: true }),
    ];
  }, [store, dictOptions, words]);
  const indexes = useMemo(() => Array.from({ length: store.size }, (_, index) => index), [store]);
  // The theme's colours, for the plain controls' CSS.
  const colours = {
    '--pg-border': token.colorBorder,
    '--pg-line': token.colorBorderSecondary,
    '--pg-head': token.colorFillAlter,
    '--pg-bg': token.colorBgContainer,
    '--pg-text': token.colorText,
    '--pg-muted': token.colorTextSecondary,
    '--pg-disabled': token.colorBgContainerDisabled,
    '--pg-primary': token.colorPrimary,
    '--pg-hover': token.colorPrimaryHover,
    '--pg-error': token.colorError,
    '--pg-off': token.colorTextQuaternary,
    '--pg-radius': `${token.borderRadiusSM}px`,
    maxHeight: height,
  } as CSSProperties;
  return (
    <div className="prototype-grid" style={colours}>
      <table style={{ width: columns.reduce((sum, column) => sum + column.width, 0) }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={column.className}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {indexes.map((index) => (
            <Line key={index} index={index} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
