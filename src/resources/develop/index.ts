import type { ResourceDef } from '../types';
import code from './code';
import model from './model';
import developWords from '../../locales/zh/develop';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(developWords);

/** The code generator under 研发工具 (/tool): configurations and data models. */
export const developResources: ResourceDef[] = [code, model];
