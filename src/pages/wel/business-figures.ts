// The home page's figures, as plain functions over dates and orders: the ranges the cards search
// (the same ones their links open the lists with) and what the cards and the chart show of the
// orders those searches answer. Dates are the browser's local days, written as Blade writes them.

export type DayRange = { from: string; to: string };
export type OrderMoney = { createTime?: string; paidAmount?: number | string; refundedAmount?: number | string };
export type DayFigure = { day: string; count: number; revenueFen: number };

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Whole days from `first` to `last`: 00:00:00 to 23:59:59 (createTime_dategt / _datelt). */
const days = (first: Date, last: Date): DayRange => ({
  from: `${dayText(first)} 00:00:00`,
  to: `${dayText(last)} 23:59:59`,
});

export const todayRange = (now: Date): DayRange => days(now, now);

export const monthRange = (now: Date): DayRange => days(new Date(now.getFullYear(), now.getMonth(), 1), now);

/** The last `count` days, today included. */
export const lastDaysRange = (now: Date, count: number): DayRange =>
  days(new Date(now.getFullYear(), now.getMonth(), now.getDate() - count + 1), now);

/** A list's URL opened with its search (`useCrudList` reads it into the search form). */
export function listLink(path: string, search: Record<string, string>): string {
  return `${path}?${new URLSearchParams(search)}`;
}

export const createdIn = (range: DayRange) => ({ createTime_dategt: range.from, createTime_datelt: range.to });

const fen = (yuan: unknown) => Math.round((Number(yuan) || 0) * 100);

/** What the orders brought in: paid minus refunded, in fen (summed exactly). */
export const revenueFen = (orders: readonly OrderMoney[]): number =>
  orders.reduce((sum, order) => sum + fen(order.paidAmount) - fen(order.refundedAmount), 0);

/** Orders and revenue for each of the last `count` days (oldest first), days without orders at 0. */
export function perDay(orders: readonly OrderMoney[], now: Date, count: number): DayFigure[] {
  const figures = Array.from({ length: count }, (_, i): DayFigure => ({
    day: dayText(new Date(now.getFullYear(), now.getMonth(), now.getDate() - count + 1 + i)),
    count: 0,
    revenueFen: 0,
  }));
  const byDay = new Map(figures.map((figure) => [figure.day, figure]));
  for (const order of orders) {
    const figure = byDay.get(String(order.createTime ?? '').slice(0, 10));
    if (!figure) continue;
    figure.count += 1;
    figure.revenueFen += fen(order.paidAmount) - fen(order.refundedAmount);
  }
  return figures;
}

/** Ticks from 0 to a round top over `max` in 1, 2, 5 × 10ⁿ steps (at least `minStep`: whole orders). */
export function niceTicks(max: number, count = 4, minStep = 0): number[] {
  if (!(max > 0)) return [0, Math.max(1, minStep)];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    minStep,
    [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power,
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}
