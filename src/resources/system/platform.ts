import type { ResourceDef } from '../types';

/** Tenants, OAuth clients, datasources and report definitions. */
export const platformResources: ResourceDef[] = [];
