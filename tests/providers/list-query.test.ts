import { describe, expect, it } from 'vitest';
import { filtersToQuery, paginationToQuery, sortersToQuery } from '../../src/providers/list-query';
import { leafValues, withAncestors } from '../../src/crud/tree-values';

describe('Blade list query', () => {
  it('drops empty filters: null, empty string, empty array, empty object (spec §5)', () => {
    expect(
      filtersToQuery([
        { field: 'a', operator: 'eq', value: null },
        { field: 'b', operator: 'eq', value: '' },
        { field: 'c', operator: 'eq', value: [] },
        { field: 'd', operator: 'eq', value: {} },
        { field: 'e', operator: 'eq', value: 0 },
      ]),
    ).toEqual({ e: '0' });
  });

  it('spells half-open date ranges and one-sided bounds', () => {
    expect(
      filtersToQuery([{ field: 'createTime', operator: 'between', value: ['2024-01-01 00:00:00', undefined] }]),
    ).toEqual({
      createTime_dategt: '2024-01-01 00:00:00',
    });
    expect(filtersToQuery([{ field: 'createTime', operator: 'lte', value: '2024-02-01 00:00:00' }])).toEqual({
      createTime_datelt: '2024-02-01 00:00:00',
    });
  });

  it('sorts by snake-case columns in ascs/descs lists', () => {
    expect(
      sortersToQuery([
        { field: 'createTime', order: 'desc' },
        { field: 'sort', order: 'asc' },
        { field: 'updateTime', order: 'desc' },
      ]),
    ).toEqual({
      ascs: 'sort',
      descs: 'create_time,update_time',
    });
  });
});

describe('Blade paging query', () => {
  it('sends the page as current (1-based) and its size as size', () => {
    expect(paginationToQuery({ currentPage: 3, pageSize: 50 }, 10)).toEqual({ current: 3, size: 50 });
  });

  it('starts at page 1 with the default size when the list says nothing', () => {
    expect(paginationToQuery(undefined, 10)).toEqual({ current: 1, size: 10 });
    expect(paginationToQuery({}, 30)).toEqual({ current: 1, size: 30 });
    expect(paginationToQuery({ currentPage: 2 }, 30)).toEqual({ current: 2, size: 30 });
    expect(paginationToQuery({ pageSize: 200 }, 30)).toEqual({ current: 1, size: 200 });
  });

  it('pages on the server for client and server modes, and asks for no page when paging is off', () => {
    expect(paginationToQuery({ currentPage: 2, pageSize: 20, mode: 'server' }, 10)).toEqual({ current: 2, size: 20 });
    expect(paginationToQuery({ currentPage: 2, pageSize: 20, mode: 'client' }, 10)).toEqual({ current: 2, size: 20 });
    expect(paginationToQuery({ currentPage: 2, pageSize: 20, mode: 'off' }, 10)).toEqual({});
  });
});

describe('menu tree values', () => {
  const tree = [
    {
      label: '系统',
      value: '1',
      children: [
        { label: '参数', value: '2' },
        { label: '产品包', value: '3' },
      ],
    },
    { label: '业务', value: '4', children: [{ label: '订单', value: '5' }] },
  ];
  it('edits leaves and stores leaves with their ancestors in tree order', () => {
    expect(leafValues(['1', '2', '4', '5'], tree)).toEqual(['2', '5']);
    expect(withAncestors(['5', '2'], tree)).toEqual(['1', '2', '4', '5']);
    expect(withAncestors([], tree)).toEqual([]);
  });
});
