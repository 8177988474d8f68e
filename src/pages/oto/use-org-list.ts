import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { otoApi } from '../../resources/oto/api';

type Org = { id: string; orgName: string };

/** The organizations the caller may order for (`get-org-by-user`: an organization's staff get theirs only). */
export function useOrgList() {
  const { query, result } = useCustom<Org[]>({
    url: otoApi.organization.byUser,
    method: 'get',
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const data = result.data;
  const options = useMemo(
    () => (Array.isArray(data) ? data : []).map((org) => ({ value: String(org.id), label: org.orgName })),
    [data],
  );
  return { options, loading: query.isLoading };
}
