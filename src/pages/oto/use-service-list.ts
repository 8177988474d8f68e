import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { config } from '../../config';
import { formatMoney } from '../crud/field-display';

type Service = { id: string; serveName: string; price: number; saleStatus: number };

/**
 * The services an order may be for (`serve-info/serve-list`, the tenant's all), as options named
 * with their price; one off sale can only stay on an order that already has it.
 */
export function useServiceList(current?: string) {
  const { query, result } = useCustom<Service[]>({
    url: `/${config.services.management}/onetoone/serve-info/serve-list`,
    method: 'get',
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  const data = result.data;
  return useMemo(() => {
    const services = Array.isArray(data) ? data : [];
    const options = services.map((service) => ({
      value: String(service.id),
      label: `${service.serveName} · ${formatMoney(service.price)}`,
      disabled: service.saleStatus !== 1 && String(service.id) !== current,
    }));
    const price = (id: unknown) => services.find((service) => String(service.id) === String(id))?.price;
    return { options, price, loading: query.isLoading };
  }, [data, current, query.isLoading]);
}
