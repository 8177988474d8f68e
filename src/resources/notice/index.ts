import type { ResourceDef } from '../types';
import notice from './notice';
import noticeWords from '../../locales/zh/notice';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(noticeWords);

/** The notice screens: 工作台 → 通知公告. */
export const noticeResources: ResourceDef[] = [notice];
