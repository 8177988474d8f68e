import type { DatasourceRow } from '../../src/resources/system/datasource';
import { fail, ok, say } from '../blade';
import { seedTime } from '../seed-builders';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { defineEntity, type Entity } from './entity';

// Datasources (blade-develop's blade_datasource): the platform's, so a branch tenant gets 403 on
// every call; `select` feeds the tenant's 数据源配置. A datasource a tenant is bound to stays.

const SEEDS: Omit<DatasourceRow, 'id' | 'createTime' | 'updateTime'>[] = [
  {
    name: 'mysql',
    driverClass: 'com.mysql.cj.jdbc.Driver',
    url: 'jdbc:mysql://localhost:3306/zhiyuan?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=GMT%2B8',
    username: 'root',
    password: 'root',
    remark: '主库',
  },
  {
    name: 'east-branch',
    driverClass: 'com.mysql.cj.jdbc.Driver',
    url: 'jdbc:mysql://10.20.1.15:3306/zhiyuan_east?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=GMT%2B8',
    username: 'zhiyuan_east',
    password: 'Ea5t#2024',
    remark: '华东分部独立库',
  },
  {
    name: 'postgresql-report',
    driverClass: 'org.postgresql.Driver',
    url: 'jdbc:postgresql://10.20.1.30:5432/zhiyuan_report',
    username: 'report_reader',
    password: 'R3port!ro',
    remark: '报表只读库',
  },
];

const datasource: Entity<'datasources', DatasourceRow> = defineEntity<DatasourceRow>()({
  code: 'datasource',
  table: 'datasources',
  ids: 'platform',
  seed: ({ nextId }) =>
    SEEDS.map((seed, index) => ({ ...seed, id: nextId(), createTime: seedTime(index), updateTime: seedTime(index) })),
  messages: {
    datasourceNameRequired: ['请输入数据源名称', 'Please enter the datasource name'],
    driverClassRequired: ['请选择驱动类', 'Please choose the driver class'],
    datasourceUrlRequired: ['请输入连接地址', 'Please enter the connection URL'],
    usernameRequired: ['请输入用户名', 'Please enter the username'],
    datasourcePasswordRequired: ['请输入密码', 'Please enter the password'],
    datasourceInUse: ['数据源已被租户使用,请先解绑', 'a tenant uses this datasource: unbind it first'],
  },
  menu: {
    parent: 'system',
    name: '数据源管理',
    // The issue lists it under 系统管理; its path stays BladeX's.
    path: '/tool/datasource',
    source: 'iconfont icon-caidanguanli',
    sort: 12,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, rows, blade }) => {
    const base = '/api/blade-develop/datasource';
    return [
      ...blade({
        base,
        blank: { name: '', driverClass: '', url: '', username: '', password: '', remark: '' },
        required: [
          ['name', 'datasourceNameRequired'],
          ['driverClass', 'driverClassRequired'],
          ['url', 'datasourceUrlRequired'],
          ['username', 'usernameRequired'],
          ['password', 'datasourcePasswordRequired'],
        ],
        maxLength: { name: 100, driverClass: 100, url: 500, username: 45, password: 45 },
        tenantScoped: false,
        platformOnly: true,
        // A tenant bound to it would lose its database.
        refuseRemove: (doomed) =>
          db.tables.tenants.some((tenant) => doomed.some((row) => row.id === tenant.datasourceId))
            ? 'datasourceInUse'
            : null,
      }),
      router.get(`${base}/select`, ({ request, caller }) =>
        caller.tenantId === PLATFORM_TENANT
          ? ok(rows.rows().map(({ id, name }) => ({ id, name })))
          : fail(403, say(request, 'forbidden')),
      ),
    ];
  },
});

export default datasource;
