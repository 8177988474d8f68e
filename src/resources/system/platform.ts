import type { ResourceDef } from '../types';
import client from './client';
import datasource from './datasource';
import report from './report';
import tenant from './tenant';

/** Tenants, OAuth clients, datasources and report definitions. */
export const platformResources: ResourceDef[] = [tenant, client, datasource, report];
