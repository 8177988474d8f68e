import type { ResourceDef } from '../types';

/** Orders and organization orders. */
export const orderResources: ResourceDef[] = [];
