import type { ResourceDef } from '../types';
import { businessResources } from './business';
import { orderResources } from './orders';
import otoWords from '../../locales/zh/oto';
import otoOrderWords from '../../locales/zh/oto-order';
import { addZhWords } from '../../providers/i18n';

// The domain's own Chinese words come with its declarations (English is one lazy bundle of all).
addZhWords(otoWords, otoOrderWords);

/** The one-to-one consulting business under /oto (spec §2), registered with one line in registry.ts. */
export const otoResources: ResourceDef[] = [...businessResources, ...orderResources];
