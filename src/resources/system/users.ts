import type { ResourceDef } from '../types';
import user from './user';

/** The user screens (用户管理), registered with one line in registry.ts. */
export const userResources: ResourceDef[] = [user];
