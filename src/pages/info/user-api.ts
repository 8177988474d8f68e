import { config } from '../../config';

// The calls of this page (spec §7), relative to /api as Refine's `custom` expects.
const user = `/${config.services.management}/user`;

export const userApi = {
  info: `${user}/info`,
  updateInfo: `${user}/update-info`,
  updatePassword: `${user}/update-password`,
  putFile: `/${config.services.resource}/oss/endpoint/put-file`,
};

/** What `user/info` answers (Blade's User entity; only the fields this page uses). */
export type UserProfile = {
  id: string;
  tenantId?: string;
  account?: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
};

/** The body of `user/update-info`. */
export type ProfileValues = Pick<UserProfile, 'id' | 'avatar' | 'name' | 'realName' | 'phone' | 'email'>;
