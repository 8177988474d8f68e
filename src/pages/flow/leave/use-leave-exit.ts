import { useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabsStore } from '../../../shell/tabs/tabs-store';

/**
 * Leaves a process page once its work is done (Saber closes the tag and opens the list): the
 * lists the step changed are refetched, `target` opens, and this page's tab closes.
 */
export function useLeaveExit() {
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (target: string, changed: readonly string[]) => {
      for (const resource of changed) void invalidate({ resource, invalidates: ['list'] });
      navigate(target);
      tabsStore.close(pathname, target);
    },
    [invalidate, navigate, pathname],
  );
}
