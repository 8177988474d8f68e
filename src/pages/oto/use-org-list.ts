import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { ORGS_BY_USER } from '../../resources/oto/order-fields';

type Org = { id: string; orgName: string };

/** The organizations the caller may order for (`get-org-by-user`: an organization's staff get theirs only). */
export function useOrgList() {
  const { query, result } = useCustom<Org[]>({
    url: ORGS_BY_USER,
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
