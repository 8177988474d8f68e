import { useGetIdentity } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionServices } from '../providers/session-context';
import { sessionApi } from '../resources/session-api';
import { useFirstScreenDrawn } from './first-screen';

/** What `role/select` answers for a user (spec §3 "Role select item"). */
type RoleOption = { id: string; roleName: string };
type Identity = { userId: string; roleId: string; roleName: string };

const ids = (list: string) =>
  list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * The names of the session's roles ('超级管理员、运营人员'). The token's role_name holds role
 * aliases ('administrator,operator'), codes meant for the server, so the names come from
 * `role/select`: the user's roles, narrowed to those the session acts with (its role_id). Until
 * the answer comes there is nothing to show; if it fails, the token's words are all there is.
 */
export function useRoleNames(): string | undefined {
  const { t } = useTranslation();
  const { http } = useSessionServices();
  const { data: user } = useGetIdentity<Identity>();
  // Shown in the user menu and on home, asked for once the first screen is drawn.
  const drawn = useFirstScreenDrawn();
  const { data: roles, isError } = useQuery({
    queryKey: ['role-names', user?.userId],
    queryFn: () => http.get<RoleOption[]>(sessionApi.roleSelect, { userId: user?.userId }, { silent: true }),
    enabled: Boolean(user?.userId) && drawn,
    staleTime: 5 * 60_000,
  });
  if (!user) return undefined;
  if (isError || (roles && !Array.isArray(roles))) return user.roleName || undefined;
  if (!roles) return undefined;
  const session = new Set(ids(user.roleId));
  const held = roles.filter((role) => session.has(String(role.id)));
  const names = (held.length ? held : roles).map((role) => role.roleName).filter(Boolean);
  return names.length ? names.join(t('shell.roleSeparator')) : user.roleName || undefined;
}
