import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstScreen } from '../../src/shell/first-screen';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Issue 23: what the frame can show a moment later (the top menu, the notice count, the role
// names) goes over the wire after the list's own data, not beside it.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const LATER = ['/menu/top-menu', '/notice/list', '/role/select'];
const sentAt = (pathEnd: string) => standin.wire.findIndex((call) => call.url.pathname.endsWith(pathEnd));

describe('the first screen before the frame’s later parts', () => {
  it('asks for the top menu, the notice count and the role names after the list’s first rows', async () => {
    // The list page's code in already, as the page's own files arrive with the frame's in a build
    // (a first import here takes longer than the frame's fallback for a page that never says).
    await import('../../src/pages/crud/crud-page');
    firstScreen.reset();
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword', undefined, { timeout: 10_000 });
    await waitFor(() => expect(LATER.map((path) => standin.calls(path).length > 0)).toEqual([true, true, true]), {
      timeout: 5000,
    });
    const list = sentAt('/param/list');
    expect(list).toBeGreaterThanOrEqual(0);
    for (const path of LATER) expect(sentAt(path)).toBeGreaterThan(list);
    // The same calls as before: the top bar still shows the top menu once it is in.
    await waitFor(() => expect(document.querySelector('.top-menu')).not.toBeNull());
  });
});
