import { type AuthStorage, createAuthStorage } from '../../providers/auth-storage';
import type { ProfileValues } from './user-profile';

/**
 * Carries a saved profile into the user info kept since login, so the top bar shows the new
 * avatar and name once the identity is read again. Nothing happens when nobody is stored.
 */
export function storeProfile(
  profile: Pick<ProfileValues, 'avatar' | 'name' | 'realName'>,
  storage: AuthStorage = createAuthStorage(),
) {
  const user = storage.getUser();
  if (!user) return;
  storage.setUser({
    ...user,
    avatar: profile.avatar ?? '',
    realName: profile.realName ?? '',
    nickName: profile.name ?? '',
  });
}
