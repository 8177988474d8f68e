import { MGMT, call, login, useServer, type Envelope, type PageData } from './standin-client';

// Helpers of the one-to-one stand-in tests (organizations, experts, services, customers,
// consultations, settings): the real seed, built for a fixed day so dates can be asserted.

export const SEED_DAY = '2025-06-15';
export const OTO = `${MGMT}/onetoone`;
export const EN = { 'Accept-Language': 'en' };

/** One stand-in per describe block over the seed of SEED_DAY. */
export const useOtoServer = () => useServer({ seedDay: SEED_DAY });

export const admin = () => login('admin', 'admin');
export const operator = () => login('operator', 'operator');
export const orgStaff = () => login('orgstaff', '123456');

/** GET a Blade page. */
export async function page<T>(token: string, path: string): Promise<PageData<T>> {
  const answer = await call<PageData<T>>(`${OTO}/${path}`, { token });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.msg}`);
  return answer.body.data;
}

/** GET with a data answer. */
export async function get<T>(token: string, path: string): Promise<T> {
  return (await call<T>(`${OTO}/${path}`, { token })).body.data;
}

/** POST (a JSON body, or none for the path-id deletes); status and envelope. */
export const post = (token: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call<unknown>(`${OTO}/${path}`, { token, method: 'POST', body, headers }) as Promise<{
    status: number;
    body: Envelope<unknown>;
  }>;
