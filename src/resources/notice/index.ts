import type { ResourceDef } from '../types';

/** The notice screens (issue 12). */
export const noticeResources: ResourceDef[] = [];
