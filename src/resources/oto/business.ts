import type { ResourceDef } from '../types';

/** Organizations, experts, services, customers, consultations, QR codes, prompts, H5 sign-ups. */
export const businessResources: ResourceDef[] = [];
