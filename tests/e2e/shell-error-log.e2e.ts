import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: the error log', () => {
  it("leaves out a failed update of the stand-in's service worker and records the app's own error", async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    // Listened for after the console's own listener, so it has been told by the time this resolves.
    const unhandled = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          addEventListener('unhandledrejection', (event) => resolve(String(event.reason)), { once: true }),
        ),
    );
    await page.evaluate(async () => {
      // What msw does on every start: registration.update(), its rejection unhandled. With the
      // registration gone, Chromium rejects it as it does when the worker script cannot be fetched.
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.unregister();
      void registration?.update();
    });
    expect(await unhandled).toMatch(/Failed to update a ServiceWorker .*mockServiceWorker\.js/);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('the app failed');
      });
    });
    const badge = page
      .getByTestId('error-log-button')
      .locator('xpath=ancestor::*[contains(@class,"ant-badge")]')
      .locator('.ant-badge-count');
    await expect.poll(() => badge.getAttribute('title')).toBe('1');
    const logged = await page.evaluate(
      () => JSON.parse(localStorage.getItem('saber-error-log:000000/admin') ?? '[]') as { message: string }[],
    );
    expect(logged.map((entry) => entry.message)).toEqual(['the app failed']);
  });
});
