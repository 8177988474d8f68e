import type { ResourceDef } from '../types';
import { businessResources } from './business';
import { orderResources } from './orders';

/** The one-to-one consulting business under /oto (spec §2), registered with one line in registry.ts. */
export const otoResources: ResourceDef[] = [...businessResources, ...orderResources];
