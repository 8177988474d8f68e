import { config } from '../../config';
import { defineResource, type FieldDef, type NamedField, type ResourceDef, type RowField } from '../types';
import type { LogKind, LogRowOf } from './log-row';

// blade-log's three lists (Saber's monitor/log/usual|api|error.vue): read-only, newest first,
// searched by service, request URI and time range. Newest first is asked for (descs=create_time):
// LogUsualController sets no order, so a real gateway answers usual logs oldest first. 查看 and a click on the URI
// open the log's own drawer (pages/log): params, log data or stack trace, ready to copy.

export type { LogKind };

const column = <N extends string>(
  name: N,
  width: number,
  more: Partial<Omit<FieldDef, 'name' | 'offRow'>> = {},
): NamedField<N> => ({
  name,
  label: `logs.${name}`,
  table: { width },
  ...more,
});

/** A kind's list: `own` columns go before the request's, `tail` after its URI. */
export function logResource<K extends LogKind>(
  kind: K,
  own: RowField<LogRowOf<K>>[],
  tail: RowField<LogRowOf<K>>[] = [],
): ResourceDef {
  const code = `log_${kind}`;
  return defineResource<LogRowOf<K>>({
    name: `log-${kind}`,
    route: `/monitor/log/${kind}`,
    label: `menu.${code}`,
    noun: `logs.noun.${kind}`,
    permission: code,
    api: { base: `${config.services.log}/${kind}`, family: 'blade' },
    actions: {},
    sort: { field: 'createTime', order: 'desc' },
    rowActions: [
      {
        key: 'view',
        label: 'crud.view',
        permission: `${code}_view`,
        dialog: () => import('../../pages/log/log-detail-drawer'),
      },
    ],
    // The time first: it is what a log list is read by (Saber puts it last, often off-screen).
    fields: [
      { name: 'createTime', label: 'logs.createTime', type: 'date', table: { width: 160, sorter: true }, search: true },
      column('serviceId', 160, { search: true }),
      ...own,
      column('method', 80),
      column('requestUri', 190, { search: true, opens: 'view' }),
      ...tail,
      column('serverHost', 140),
      column('serverIp', 100),
      column('env', 80),
    ],
  });
}

export { column as logColumn };
