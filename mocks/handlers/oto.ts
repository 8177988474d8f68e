import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { otoExpertHandlers } from './oto-expert';
import { otoOrderHandlers } from './oto-order';
import { otoOrgExpertHandlers } from './oto-org-expert';
import { otoOrganizationHandlers } from './oto-organization';
import { otoServeHandlers } from './oto-serve';

/**
 * The one-to-one business (`<product>-management/onetoone/...`, spec §7): organizations, experts,
 * services and orders, each family spelled as the spec spells it (consultations, customers, H5
 * sign-ups, QR codes and tips are entity modules: entities/consultation.ts, potential-students.ts,
 * h5-register-user.ts, qrcode-setting.ts, prompt-config.ts). Writes need their screen's button
 * (403 请求被拒绝 without); an organization's staff (otoOrgMembers, oto-scope.ts) reach only their
 * organization's rows.
 */
export const otoHandlers = (router: Router, management: string): HttpHandler[] => {
  const base = `/api/${management}/onetoone`;
  return [
    ...otoOrganizationHandlers(router, base),
    ...otoExpertHandlers(router, base),
    ...otoOrgExpertHandlers(router, base),
    ...otoServeHandlers(router, base),
    ...otoOrderHandlers(router, management),
  ];
};
