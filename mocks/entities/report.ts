import { onlyPaths } from '../handlers/crud';
import { seedTime } from '../seed-builders';
import { reportSeeds } from '../seed-data/reports';
import type { ReportRow } from '../types-platform';
import { defineEntity, type Entity } from './entity';

// Report definitions (blade-report's report/rest): UReport's files, listed and removed here,
// designed and previewed in the report server's pages; the platform's, so a branch tenant gets 403
// on every call. Its menu rows are BladeX's: 报表列表 under the top-level 报表管理, with 预览 (a
// button of its own, so a role can hold the list without it) before 删除, and no button paths.

const report: Entity<'reports', ReportRow> = defineEntity<ReportRow>()({
  code: 'report_list',
  table: 'reports',
  ids: 'platform',
  seed: ({ nextId }) =>
    reportSeeds.map((seed, index) => ({
      id: nextId(),
      name: seed.name,
      content: seed.content,
      createTime: seedTime(index * 3),
      updateTime: seedTime(index * 3 + 1),
    })),
  menu: {
    parent: 'report',
    name: '报表列表',
    path: '/report/reportlist',
    source: 'iconfont icon-biaodan',
    sort: 1,
    buttons: [],
    extra: [
      ['view', '预览', 'eye', { path: false }],
      ['delete', '删除', 'delete', { path: false }],
    ],
  },
  serve: ({ blade }) =>
    onlyPaths(
      blade({
        base: '/api/blade-report/report/rest',
        blank: { name: '', content: '' },
        searchable: ['name'],
        tenantScoped: false,
        platformOnly: true,
        // The design is the report server's business: the list answers name and times only.
        present: ({ content: _content, ...row }) => row,
      }),
      ['list', 'remove'],
    ),
});

export default report;
