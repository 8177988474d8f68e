import { useCustom } from '@refinedev/core';
import { resourceApi } from '../resources/resource/api';
import { storageHostsOf } from './picture-sources';

/** Enough for every config a tenant keeps (one per storage vendor, a few per deployment). */
const CONFIGS = 100;

/**
 * The hosts of the tenant's object storage (oss/list: each config's endpoint, enabled or not, as
 * put-file?code= may use any), where rich text may take pictures from beside the console's own
 * origin. Undefined while they load; none when they cannot be read (a role without 对象存储, a
 * gateway without it): then only the console's own and data: pictures show. Read once a while.
 */
export function useStorageHosts(): string[] | undefined {
  const { query, result } = useCustom<{ records?: { endpoint?: string }[] }>({
    url: resourceApi.ossList,
    method: 'get',
    config: { query: { current: 1, size: CONFIGS } },
    meta: { request: { silent: true } },
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000, retry: false },
  });
  if (query.isError) return [];
  if (query.isLoading) return undefined;
  return storageHostsOf((result.data?.records ?? []).map((row) => row.endpoint ?? ''));
}
