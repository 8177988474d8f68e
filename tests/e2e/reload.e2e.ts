import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: a reload inside the console', () => {
  it('starts the frame, the page code and the first list request together, and asks for the list once', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/param/list')) lists.push(url.search);
    });
    // When the frame (sider) and the first row first show after the reload.
    await page.addInitScript(() => {
      const at = window as unknown as { __frameAt: number; __rowAt: number };
      new MutationObserver((_, observer) => {
        if (!at.__frameAt && document.querySelector('.console-layout')) at.__frameAt = performance.now();
        if (!at.__rowAt && document.querySelector('tr.ant-table-row')) at.__rowAt = performance.now();
        if (at.__frameAt && at.__rowAt) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.waitForTimeout(500);
    expect(lists).toEqual(['?current=1&size=10']);
    // The list page's code and its data are asked for before the frame has rendered, not after
    // it (a lazy frame, then a lazy page, then its request was the chain before).
    const { timing, frameAt, rowAt } = await page.evaluate(() => ({
      timing: performance.getEntriesByType('resource').map((e) => ({
        name: new URL(e.name).pathname,
        start: e.startTime,
      })),
      frameAt: (window as unknown as { __frameAt: number }).__frameAt,
      rowAt: (window as unknown as { __rowAt: number }).__rowAt,
    }));
    const started = (pattern: RegExp) => timing.find((e) => pattern.test(e.name))?.start ?? Number.NaN;
    expect(frameAt).toBeGreaterThan(0);
    // index.html asks for the frame's and the list page's files, and the page's declarations
    // (its domain's chunk), itself (a stored login): they start beside the entry, not once it has
    // run. Only this page's domain: another's stays for when it is opened. Their preload links
    // are in the head before the entry's script element, where only the inline script can have put
    // them (the entry's own preloads are appended after it). Start times are no proof: on a busy
    // machine the entry can come from the cache before the inline script has run.
    const preloadedFirst = await page.evaluate(() => {
      const entry = document.querySelector('script[type="module"][src*="/assets/index-"]');
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .filter((link) => entry && link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((link) => new URL(link.href).pathname);
    });
    for (const chunk of [/\/console-/, /\/list-/, /\/system-/]) {
      expect(
        preloadedFirst.some((path) => chunk.test(path)),
        `${chunk} in ${preloadedFirst}`,
      ).toBe(true);
      expect(started(chunk)).toBeLessThan(frameAt);
    }
    expect(timing.some((e) => /\/assets\/(log|develop|resource)-/.test(e.name))).toBe(false);
    // Two files hold the frame and the list page, not the ~90 the automatic split cut them into:
    // with the entry, the login chunk, the declarations and the stand-in's three, at most nine
    // scripts before the frame.
    const before = timing.filter((e) => e.name.endsWith('.js') && e.start <= frameAt);
    expect(before.length).toBeLessThanOrEqual(9);
    // The edit and view dialogs' code is fetched ahead of their opening, but once the first rows
    // are on screen: starting it in the first render cost that render ~15 ms.
    expect(rowAt).toBeGreaterThanOrEqual(frameAt);
    expect(started(/\/crud-form-dialog-/)).toBeGreaterThan(rowAt);
    expect(started(/\/crud-view-dialog-/)).toBeGreaterThan(rowAt);
    // The list request itself waits for the stand-in's service-worker handshake (a gateway needs
    // none), so it is checked above as asked for once, not for its start time.
  });
});
