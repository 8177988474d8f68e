import { describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { TRANSFER_MAX_MS, timeoutOf } from '../../src/providers/transfer-timeout';
import { resourceApi } from '../../src/resources/resource/api';
import { createClients } from '../support/clients';
import { standinForTests } from '../support/standin';

// The stand-in answers the calls (its handle is not needed here).
standinForTests();

// The spec's 10 s is a call's; a file on its way gets the time its size takes, up to nginx's 300 s.

const formOf = (bytes: number) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'scan.pdf'));
  return form;
};

describe('a request’s timeout', () => {
  it('is the spec’s 10 s for a call', () => {
    expect(timeoutOf({ url: '/param/list' }, config.timeout)).toBe(10_000);
    expect(timeoutOf({ url: '/param/submit', data: { paramKey: 'a' } }, config.timeout)).toBe(10_000);
  });

  it('adds what an upload’s bytes take at about 1 Mbit/s, up to what nginx waits', () => {
    // 2 MB: 16 s more.
    expect(timeoutOf({ data: formOf(2 * 1024 * 1024) }, config.timeout)).toBe(10_000 + 16_384);
    expect(timeoutOf({ data: formOf(100 * 1024 * 1024) }, config.timeout)).toBe(TRANSFER_MAX_MS);
  });

  it('waits for a download (an export, a file) as long as nginx does', () => {
    expect(timeoutOf({ responseType: 'blob' }, config.timeout)).toBe(300_000);
  });

  it('is what the browser’s request is given: the upload’s extended, the call’s the spec’s', async () => {
    const c = createClients();
    await c.login();
    // What axios hands the browser's XMLHttpRequest (msw answers it, so no timer runs out here).
    const given: number[] = [];
    const timeout = vi.spyOn(XMLHttpRequest.prototype, 'timeout', 'set').mockImplementation((ms) => given.push(ms));
    try {
      await c.http.post(resourceApi.putFileAttach, formOf(128 * 1024));
      await c.http.get('/zhiyuan-management/param/list', { current: 1, size: 10 });
    } finally {
      timeout.mockRestore();
    }
    // 128 KB: a second more than the call's 10 s.
    expect(given).toEqual([11_024, 10_000]);
  });
});
