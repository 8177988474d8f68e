import { describe, expect, it } from 'vitest';
import { listStateFromUrl, type ListDefaults } from '../../src/crud/list-url';

// What a pasted or edited list address may ask of the gateway: only what the page itself offers.

const defaults: ListDefaults = {
  pageSize: 10,
  sorters: [{ field: 'createTime', order: 'desc' }],
  paged: true,
  sortable: ['createTime', 'amount'],
};
const stateOf = (search: string) => listStateFromUrl(search, [], defaults);

describe('a list address', () => {
  it('takes a page size only from the pager’s sizes', () => {
    expect(stateOf('?size=30').pageSize).toBe(30);
    expect(stateOf('?size=200').pageSize).toBe(200);
    for (const size of ['100000', '7', '-10', '1e3', 'x'])
      expect([size, stateOf(`?size=${size}`).pageSize]).toEqual([size, 10]);
  });

  it('orders only by the list’s own sortable columns', () => {
    expect(stateOf('?ascs=amount').sorters).toEqual([{ field: 'amount', order: 'asc' }]);
    expect(stateOf('?descs=create_time,drop table').sorters).toEqual([{ field: 'createTime', order: 'desc' }]);
    // Nothing it can sort by: the list's own order, not the text sent on to the gateway.
    expect(stateOf('?descs=drop table').sorters).toEqual(defaults.sorters);
    expect(stateOf('?ascs=password').sorters).toEqual(defaults.sorters);
    // An empty order is the user's choice of none.
    expect(stateOf('?descs=').sorters).toEqual([]);
  });
});
