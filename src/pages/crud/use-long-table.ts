import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';

/** From this page size on, only the rows in view are rendered. */
export const VIRTUAL_FROM = 50;
const COLUMN_WIDTH = 160;
const SELECTION_WIDTH = 48;
// Header, tabs, card title, search form, toolbar, table head and pagination above and below.
const CHROME_HEIGHT = 380;

const bodyHeight = () => Math.max(300, window.innerHeight - CHROME_HEIGHT);

/**
 * A long page (50 to 200 rows) renders as a virtual table with its own scroll area, so showing it,
 * scrolling it and switching back to its tab cost a screenful of rows, not all of them. Virtual
 * rows need numeric widths: columns without one get a default.
 */
export function useLongTable(columns: ColumnsType<BaseRecord>, pageSize: number, selectable: boolean) {
  const virtual = pageSize >= VIRTUAL_FROM;
  const [height, setHeight] = useState(bodyHeight);
  useEffect(() => {
    if (!virtual) return undefined;
    const update = () => setHeight(bodyHeight());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [virtual]);
  return useMemo(() => {
    if (!virtual) return { virtual: false, columns, scroll: { x: 'max-content' } as TableProps['scroll'] };
    const sized = columns.map((column) => ({ ...column, width: column.width ?? COLUMN_WIDTH }));
    const x = sized.reduce((sum, column) => sum + Number(column.width), selectable ? SELECTION_WIDTH : 0);
    return { virtual: true, columns: sized, scroll: { x, y: height } as TableProps['scroll'] };
  }, [virtual, columns, selectable, height]);
}
