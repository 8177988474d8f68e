import type { ResourceDef } from '../types';
import model from './model';
import manager from './manager';
import follow from './follow';
import { workClaim, workDone, workSend, workStart, workTodo } from './work';
import flowWords from '../../locales/zh/flow';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(flowWords);

/** 流程管理 (/flow) and 我的事务 (/work). The leave process's pages are routes of their own. */
export const flowResources: ResourceDef[] = [
  model,
  manager,
  follow,
  workStart,
  workClaim,
  workTodo,
  workSend,
  workDone,
];
