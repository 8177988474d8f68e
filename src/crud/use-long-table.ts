import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { fitColumns, sidewaysScroll } from './column-layout';
import { useElementWidth } from './use-element-width';

/** From this page size on, only the rows in view are rendered. */
const VIRTUAL_FROM = 50;
// Header, tabs, card title, search form, toolbar, table head and pagination above and below.
const CHROME_HEIGHT = 380;

const bodyHeight = () => Math.max(300, window.innerHeight - CHROME_HEIGHT);

/**
 * The table's layout. A long page (50 to 200 rows) renders as a virtual table with its own scroll
 * area, so showing it, scrolling it and switching back to its tab cost a screenful of rows, not
 * all of them. Either way the columns get the same widths, fitted to the measured width of the
 * element `box` is given to as its ref (the table's box).
 */
export function useLongTable(
  columns: ColumnsType<BaseRecord>,
  pageSize: number,
  selectable: boolean,
  /** The page's name: a reload fits the columns to the width its table had last time, in one render. */
  name?: string,
) {
  const virtual = pageSize >= VIRTUAL_FROM;
  const [box, width] = useElementWidth(name && `list:${name}`);
  const [height, setHeight] = useState(bodyHeight);
  useEffect(() => {
    if (!virtual) return undefined;
    const update = () => setHeight(bodyHeight());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [virtual]);
  return useMemo(() => {
    const fit = fitColumns(columns, width, selectable);
    const x = sidewaysScroll(fit.x, width);
    const scroll: TableProps['scroll'] = virtual ? { x: fit.x, y: height } : x === undefined ? undefined : { x };
    return { box, virtual, fitted: fit.columns, scroll };
  }, [box, virtual, columns, width, selectable, height]);
}
