import type { BaseRecord } from '@refinedev/core';
import type { TableColumnsType as ColumnsType } from 'antd';

/**
 * The selection column's width in every layout. Left to antd, a virtual table hands it all the
 * width the other columns leave (about 310 px on a laptop) and squeezes the data columns.
 */
export const SELECTION_WIDTH = 48;

type Columns = ColumnsType<BaseRecord>;

const widthOf = (column: Columns[number]) => Number(column.width) || 0;

/**
 * Columns at their declared widths, with the data columns grown in proportion to fill
 * `available` (the table's measured width; 0 before it is known). The selection and the action
 * column (fixed right) keep their width. The short (fixed layout) and the virtual table get the same
 * numbers, so a page of 10 and a page of 200 look alike; a screen narrower than the declared
 * widths scrolls sideways instead of squeezing the cells.
 */
export function fitColumns(columns: Columns, available: number, selectable: boolean): { columns: Columns; x: number } {
  const declared = columns.reduce((sum, column) => sum + widthOf(column), selectable ? SELECTION_WIDTH : 0);
  // The first column is fixed left only to stay in view: it grows as the others do.
  const growable = columns.filter((column) => column.fixed !== 'right');
  const growableWidth = growable.reduce((sum, column) => sum + widthOf(column), 0);
  const extra = Math.max(0, Math.floor(available) - declared);
  if (extra === 0 || growableWidth === 0) return { columns, x: declared };
  const last = growable[growable.length - 1];
  let left = extra;
  const fitted = columns.map((column) => {
    if (column.fixed === 'right') return column;
    // The last one takes what rounding left over, so the sum is exactly the width available.
    const grow = column === last ? left : Math.floor((extra * widthOf(column)) / growableWidth);
    left -= grow;
    return { ...column, width: widthOf(column) + grow };
  });
  return { columns: fitted, x: declared + extra };
}

/**
 * How far a short table scrolls sideways: not at all when its columns fit its box (`available`, 0
 * before it is measured), else to their width. Without a sideways scroll antd renders no measuring
 * row and no sticky columns, whose layout effects rendered the table a second time before a
 * reload's first paint; with columns that fit, nothing is pinned or scrolled anyway.
 */
export const sidewaysScroll = (x: number, available: number): number | undefined =>
  available > 0 && x <= Math.floor(available) ? undefined : x;
