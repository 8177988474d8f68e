import type { ResourceDef } from '../types';

/** The develop screens (issue 12). */
export const developResources: ResourceDef[] = [];
