import { crudButtons, type MenuSeed } from './menu-seed';

/**
 * The log screens' menus and buttons, as BladeX names them: 日志管理 (/monitor/log, BladeX's path
 * under its 系统监控) with 通用日志, 接口日志 and 错误日志, each read-only with its 查看 button
 * (`log_usual_view`, ... as Saber's permission checks name them).
 */
export function logMenuSeeds(): MenuSeed[] {
  return [
    { code: 'log', name: '日志管理', alias: 'menu', path: '/monitor/log', source: 'iconfont iconicon_doc', sort: 6 },
    {
      code: 'log_usual',
      parent: 'log',
      name: '通用日志',
      alias: 'menu',
      path: '/monitor/log/usual',
      source: 'iconfont icon-log',
      sort: 1,
    },
    {
      code: 'log_api',
      parent: 'log',
      name: '接口日志',
      alias: 'menu',
      path: '/monitor/log/api',
      source: 'iconfont icon-interface-list',
      sort: 2,
    },
    {
      code: 'log_error',
      parent: 'log',
      name: '错误日志',
      alias: 'menu',
      path: '/monitor/log/error',
      source: 'iconfont icon-audit-error',
      sort: 3,
    },
    ...crudButtons('log_usual', ['view']),
    ...crudButtons('log_api', ['view']),
    ...crudButtons('log_error', ['view']),
  ];
}
