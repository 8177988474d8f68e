import type { ResourceDef } from '../types';
import { logColumn as column, logResource } from './log-resource';
import logWords from '../../locales/zh/log';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(logWords);

/** 日志管理: 通用日志, 接口日志, 错误日志. */
export const logResources: ResourceDef[] = [
  logResource('usual', [
    column('logLevel', 80, {
      type: 'select',
      options: { items: ['DEBUG', 'INFO', 'WARN', 'ERROR'] },
      display: 'tag',
      search: true,
    }),
    column('logId', 76),
  ]),
  logResource('api', [column('title', 130, { search: true })], [column('time', 120)]),
  logResource('error', [], [column('exceptionName', 240, { search: true }), column('message', 200)]),
];
