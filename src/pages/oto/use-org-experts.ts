import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { otoApi } from '../../resources/oto/api';

type Expert = { id: string; expertName: string };

/** The approved experts of one organization (`operate-expert-info/experts-by-org?orgId=`), as select options. */
export function useOrgExperts(orgId: unknown) {
  const id = orgId === undefined || orgId === null ? '' : String(orgId);
  const { query, result } = useCustom<Expert[]>({
    url: otoApi.expert.byOrg,
    method: 'get',
    config: { query: { orgId: id } },
    queryOptions: { enabled: id !== '' },
    errorNotification: false,
  });
  const data = result.data;
  const options = useMemo(
    () => (Array.isArray(data) ? data : []).map((expert) => ({ value: String(expert.id), label: expert.expertName })),
    [data],
  );
  return { options, loading: id !== '' && query.isLoading };
}
