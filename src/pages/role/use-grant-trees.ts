import { useCustom } from '@refinedev/core';
import { systemApi } from '../../resources/system/api';
import type { GrantNode } from './grant-values';

export type GrantKind = 'menu' | 'dataScope' | 'apiScope';
export type GrantTrees = Record<GrantKind, GrantNode[]>;

// A tree fetched this recently is shown as it is; an older one is fetched again at the opening.
const FRESH_MS = 30_000;

/**
 * The menus, data scopes and API scopes a role can be granted (`menu/grant-tree`, the same for
 * every role): one query, shared by the role list, which fetches it while it shows (the grant
 * action's preload), and the grant dialog, which then opens with it.
 */
export function useGrantTrees() {
  return useCustom<GrantTrees>({
    url: systemApi.grant.roleTrees,
    method: 'get',
    errorNotification: false,
    queryOptions: { staleTime: FRESH_MS },
  });
}
