import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/providers/i18n';

describe('i18n start-up', () => {
  it('prints nothing to the console (no i18next advertisement)', async () => {
    // i18next prints its notice once per page; this file's page has not started i18n yet.
    delete (globalThis as { __i18next_supportNoticeShown?: boolean }).__i18next_supportNoticeShown;
    const printed = (['log', 'info', 'warn'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    await initI18n('zh');
    expect(printed.flatMap((spy) => spy.mock.calls.map((call) => call.join(' ')))).toEqual([]);
  });
});
