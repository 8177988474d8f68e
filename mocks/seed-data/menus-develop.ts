import { crudButtons, type MenuSeed } from './menu-seed';

// 研发工具 as BladeX names it, with 代码生成 and 数据模型 (the platform's: never in a tenant package).
// Beyond the crud buttons: 复制 and 代码生成 on the configurations, 模型配置 (the field grid) on
// the models. 数据源管理 stays under 系统管理 (menus-platform.ts).
export function developMenuSeeds(): MenuSeed[] {
  return [
    { code: 'tool', name: '研发工具', path: '/tool', source: 'iconfont icon-tool', sort: 6 },
    { code: 'code', parent: 'tool', name: '代码生成', path: '/tool/code', source: 'iconfont iconicon_code', sort: 1 },
    { code: 'model', parent: 'tool', name: '数据模型', path: '/tool/model', source: 'iconfont icon-database', sort: 2 },
    ...crudButtons('code', ['add', 'edit', 'delete', 'view']),
    { code: 'code_copy', parent: 'code', name: '复制', alias: 'copy', source: 'copy', sort: 5, category: 2 },
    { code: 'code_gen', parent: 'code', name: '代码生成', alias: 'gen', source: 'code', sort: 6, category: 2 },
    ...crudButtons('model', ['add', 'edit', 'delete', 'view']),
    {
      code: 'model_prototype',
      parent: 'model',
      name: '模型配置',
      alias: 'prototype',
      source: 'setting',
      sort: 5,
      category: 2,
    },
  ];
}
