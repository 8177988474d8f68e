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
