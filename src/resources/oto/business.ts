import type { ResourceDef } from '../types';
import consultation from './consultation';
import expert from './expert';
import h5RegisterUser from './h5-register-user';
import organization from './organization';
import orgExpert from './org-expert';
import potentialStudents from './potential-students';
import promptConfig from './prompt-config';
import qrcodeSetting from './qrcode-setting';
import service from './service';

/** Organizations, experts, services, customers, consultations, QR codes, prompts, H5 sign-ups. */
export const businessResources: ResourceDef[] = [
  organization,
  expert,
  orgExpert,
  service,
  potentialStudents,
  consultation,
  qrcodeSetting,
  promptConfig,
  h5RegisterUser,
];
