import type { ParamRow } from '../../src/resources/system/param';
import { seedTime } from '../seed-builders';
import { BRANCH_TENANT, PLATFORM_TENANT } from '../seed-data/accounts';
import { branchParams, platformParams, type ParamSeed } from '../seed-data/params';
import { seedYear } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// System parameters: owned by each tenant; the key is unique within a tenant.

const rows = (tenantId: string, seeds: ParamSeed[], nextId: () => string, offset: number): ParamRow[] =>
  seeds.map((seed, index) => ({
    id: nextId(),
    tenantId,
    paramName: seed.paramName,
    paramKey: seed.paramKey,
    paramValue: seed.paramValue,
    remark: seed.remark ?? '',
    createTime: seedTime(offset + index),
    updateTime: seedTime(offset + index),
  }));

const param: Entity<'params', ParamRow> = defineEntity<ParamRow>()({
  code: 'param',
  table: 'params',
  ids: 'core',
  seed: ({ nextId, seedDay }) => [
    ...rows(PLATFORM_TENANT, platformParams(seedYear(seedDay)), nextId, 0),
    ...rows(BRANCH_TENANT, branchParams, nextId, 40),
  ],
  messages: {
    paramNameRequired: ['请输入参数名称', 'Please enter the parameter name'],
    paramKeyRequired: ['请输入参数键名', 'Please enter the parameter key'],
    paramValueRequired: ['请输入参数键值', 'Please enter the parameter value'],
    paramKeyExists: ['参数键名已存在', 'parameter key already exists'],
  },
  menu: {
    parent: 'system',
    name: '参数管理',
    path: '/system/param',
    source: 'iconfont iconicon_addresslist',
    sort: 1,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ blade, api }) =>
    blade({
      base: `${api.management}/param`,
      blank: { paramName: '', paramKey: '', paramValue: '', remark: '' },
      required: [
        ['paramName', 'paramNameRequired'],
        ['paramKey', 'paramKeyRequired'],
        ['paramValue', 'paramValueRequired'],
      ],
      validate: (row, siblings) =>
        siblings.some((other) => other.paramKey.trim() === row.paramKey.trim()) ? 'paramKeyExists' : null,
      searchable: ['paramName', 'paramKey'],
      tenantScoped: true,
    }),
});

export default param;
