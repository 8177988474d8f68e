import { useCustom } from '@refinedev/core';
import { flowApi } from '../../../resources/flow/api';
import type { Leave } from './leave-types';

/** A leave request by its business id (`leave/detail?businessId`), fresh each time a page opens. */
export function useLeave(businessId: string | undefined) {
  const { result, query } = useCustom<Leave>({
    url: flowApi.leaveDetail,
    method: 'get',
    config: { query: { businessId } },
    queryOptions: { enabled: !!businessId, staleTime: 0 },
  });
  return {
    leave: result.data && typeof result.data === 'object' && 'id' in result.data ? result.data : undefined,
    loading: query.isLoading,
    failed: query.isError,
  };
}
