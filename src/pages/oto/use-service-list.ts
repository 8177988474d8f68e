import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { otoApi } from '../../resources/oto/api';
import { formatMoney } from '../../crud/field-display';

type Service = { id: string; serveName: string; price: number; saleStatus: number };
type Page<T> = { records?: T[] };

/** More services than a business sells: the on-sale ones fit one page. */
const ON_SALE_PAGE = 200;
const STALE = 60_000;

/**
 * The services an order may be for, as options named with their price. `serve-list` answers the
 * services whose ids it is given (spec: by ids), so the ids come first: the services on sale
 * (`serve-info/search?saleStatus=1`), plus the order's own (`current`, when editing), which may
 * be off sale by now and can then only stay on that order.
 */
export function useServiceList(current?: string) {
  const onSale = useCustom<Page<Pick<Service, 'id'>>>({
    url: otoApi.service.search,
    method: 'get',
    config: { query: { saleStatus: 1, current: 1, size: ON_SALE_PAGE } },
    queryOptions: { staleTime: STALE },
    errorNotification: false,
  });
  const records = onSale.result.data?.records;
  const ids = useMemo(() => {
    const all = new Set((records ?? []).map((service) => String(service.id)));
    if (current) all.add(current);
    return [...all].sort().join(',');
  }, [records, current]);
  const listed = useCustom<Service[]>({
    url: otoApi.service.byIds,
    method: 'get',
    config: { query: { ids } },
    // Nothing on sale and no order's own: nothing to ask for.
    queryOptions: { enabled: !onSale.query.isLoading && ids !== '', staleTime: STALE },
    errorNotification: false,
  });
  const data = listed.result.data;
  const loading = onSale.query.isLoading || (ids !== '' && listed.query.isLoading);
  return useMemo(() => {
    const services = Array.isArray(data) ? data : [];
    const options = services.map((service) => ({
      value: String(service.id),
      label: `${service.serveName} · ${formatMoney(service.price)}`,
      disabled: service.saleStatus !== 1 && String(service.id) !== current,
    }));
    const price = (id: unknown) => services.find((service) => String(service.id) === String(id))?.price;
    return { options, price, loading };
  }, [data, current, loading]);
}
