import type { BaseRecord, DataProvider } from '@refinedev/core';

/** A GET past Refine's cache, for what the server holds now (a check before a write). */
export async function readNow<T extends BaseRecord | BaseRecord[]>(
  provider: DataProvider,
  url: string,
  query: Record<string, string>,
): Promise<T> {
  if (!provider.custom) throw new Error('the data provider has no custom call');
  return (await provider.custom<T>({ url, method: 'get', query })).data;
}
