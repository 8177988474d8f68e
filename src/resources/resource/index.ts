import type { ResourceDef } from '../types';

/** The resource screens (issue 12). */
export const resourceResources: ResourceDef[] = [];
