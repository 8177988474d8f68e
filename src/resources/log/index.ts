import type { ResourceDef } from '../types';

/** The log screens (issue 12). */
export const logResources: ResourceDef[] = [];
