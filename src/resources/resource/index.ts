import type { ResourceDef } from '../types';
import attach from './attach';
import oss from './oss';
import sms from './sms';
import resourceWords from '../../locales/zh/resource';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(resourceWords);

/** The resource screens: object storage, SMS configs, attachments. */
export const resourceResources: ResourceDef[] = [oss, sms, attach];
