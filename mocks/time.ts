const pad = (value: number): string => String(value).padStart(2, '0');

/** Blade's wire format for dates: `yyyy-MM-dd HH:mm:ss`, local time. */
export function formatDateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export const nowText = (): string => formatDateTime(new Date());

/** Widens `yyyy-MM-dd` to `yyyy-MM-dd 00:00:00` so it compares with stored date-times as text. */
export function normaliseDateTime(value: string): string {
  const text = value.trim().replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text.slice(0, 19);
}
