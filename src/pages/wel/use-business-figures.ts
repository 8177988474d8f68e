import { useQuery } from '@tanstack/react-query';
import { useSessionServices } from '../../providers/session-context';
import { otoApi } from '../../resources/oto/api';
import { revenueFen, type DayRange, type OrderMoney } from './business-figures';

type Page<T> = { records: T[]; total: number | string };

/** Orders are fetched in pages this large to add up their money (a month is a few hundred). */
const ORDER_PAGE = 500;
const STALE = 60_000;

/** Rows of one figure: its total, and the orders themselves when it adds up money. */
export type OrdersFigure = { total: number; revenueFen: number; orders: OrderMoney[] };

/**
 * Every order of a created-at search (paged through, `ORDER_PAGE` at a time): the card's count is
 * the search's total and its revenue what those orders brought in, so both match the list the
 * card opens. Quiet on failure (a refused call hides the card instead of a toast on the home page).
 */
export function useOrdersIn(range: DayRange | null) {
  const { http } = useSessionServices();
  return useQuery({
    queryKey: ['home-orders', range?.from, range?.to],
    enabled: range !== null,
    staleTime: STALE,
    retry: false,
    queryFn: async (): Promise<OrdersFigure> => {
      const search = { createTime_dategt: range?.from, createTime_datelt: range?.to };
      const page = (current: number) =>
        http.get<Page<OrderMoney>>(otoApi.order.search, { ...search, current, size: ORDER_PAGE }, { silent: true });
      const first = await page(1);
      const total = Number(first.total) || 0;
      const orders = [...first.records];
      for (let current = 2; orders.length < total && current <= Math.ceil(total / ORDER_PAGE); current += 1) {
        const next = await page(current);
        if (next.records.length === 0) break;
        orders.push(...next.records);
      }
      return { total, revenueFen: revenueFen(orders), orders };
    },
  });
}

/** The total of one list search (`size=1`): `url` with `search`, as the card's link opens it. */
export function useTotal(url: string | null, search: Record<string, string>) {
  const { http } = useSessionServices();
  return useQuery({
    queryKey: ['home-total', url, search],
    enabled: url !== null,
    staleTime: STALE,
    retry: false,
    queryFn: async () =>
      Number(
        (await http.get<Page<unknown>>(String(url), { ...search, current: 1, size: 1 }, { silent: true })).total,
      ) || 0,
  });
}
