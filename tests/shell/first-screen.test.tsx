import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstScreen } from '../../src/shell/first-screen';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// What the frame can show a moment later (the top menu, the notice count, the role
// names) goes over the wire after the list's own data, not beside it.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const LATER = ['/menu/top-menu', '/notice/list', '/role/select'];
const sentAt = (pathEnd: string) => standin.wire.findIndex((call) => call.url.pathname.endsWith(pathEnd));

// The order is the list page's to set: the frame's fallback, which releases a page that is slow to
// say it is drawn, must not fire first on a loaded machine.
const fallbackMs = firstScreen.fallbackMs;
afterEach(() => {
  firstScreen.fallbackMs = fallbackMs;
});

// jsdom has no Web Animations; kbar's animator plays one when the palette opens.
beforeAll(() => {
  Element.prototype.animate ??= function () {
    return { cancel() {}, finished: Promise.resolve() } as unknown as Animation;
  };
});

describe('the first screen before the frame’s later parts', () => {
  it('asks for the top menu, the notice count and the role names after the list’s first rows', async () => {
    // The list page's code in already, as the page's own files arrive with the frame's in a build
    // (a first import here takes longer than the frame's fallback for a page that never says).
    await import('../../src/crud/crud-page');
    firstScreen.reset();
    firstScreen.fallbackMs = 600_000;
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword');
    await waitFor(() => expect(LATER.map((path) => standin.calls(path).length > 0)).toEqual([true, true, true]));
    const list = sentAt('/param/list');
    expect(list).toBeGreaterThanOrEqual(0);
    const order = standin.wire.map((call) => call.url.pathname.split('/').pop()).join(' ');
    for (const path of LATER) expect(sentAt(path), `${path} after param/list: ${order}`).toBeGreaterThan(list);
    // The same calls as before: the top bar still shows the top menu once it is in.
    await waitFor(() => expect(document.querySelector('.top-menu')).not.toBeNull());
  });

  it('draws the menu search palette with them: a Ctrl+K pressed before opens it as it comes', async () => {
    await import('../../src/crud/crud-page');
    firstScreen.reset();
    firstScreen.fallbackMs = 600_000;
    // The list's rows held back: the first screen is not drawn until they come.
    const release = standin.hold('get', '*/param/list');
    await renderApp('/system/param', admin);
    await waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(firstScreen.isDrawn()).toBe(false);
    expect(screen.queryByTestId('palette-input')).toBeNull();
    release();
    expect(await screen.findByTestId('palette-input')).toBeTruthy();
    expect(firstScreen.isDrawn()).toBe(true);
  });
});
