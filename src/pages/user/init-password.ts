import { useCustom } from '@refinedev/core';
import { systemApi } from '../../resources/system/api';

type Param = { paramKey: string; paramValue: string };
type Page = { records: Param[] };

/**
 * The password `user/reset-password` sets: Blade's param `account.initPassword` (123456 when the
 * tenant has none). `undefined` while unknown (loading, or the param list could not be read).
 */
export function useInitPassword(): { password: string | undefined; loading: boolean } {
  const { query, result } = useCustom<Page>({
    url: systemApi.paramList,
    method: 'get',
    config: { query: { paramKey: 'account.initPassword', current: 1, size: 10 } },
    errorNotification: false,
  });
  if (query.isLoading) return { password: undefined, loading: true };
  if (query.isError) return { password: undefined, loading: false };
  // param/list matches keys with LIKE: take the exact key.
  const row = result.data?.records?.find((param) => param.paramKey === 'account.initPassword');
  return { password: row?.paramValue || '123456', loading: false };
}
