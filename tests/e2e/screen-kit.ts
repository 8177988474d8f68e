import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createDb } from '../../mocks/db';
import { baseURL } from './browser';

// What the screen tests share: a page's kept-alive pane, a list opened and drawn, a dialog settled.

/** The kept-alive tab pane of the page at `path`. */
export const pane = (page: Page, path: string) => page.locator(`.tab-pane[data-path="${path}"]`);

/**
 * Every screen of the seed's menu: the menu rows with a route and no screens below them (a page
 * the menu frames, an external or static `.html` one, makes no gateway call).
 */
export function menuScreens(): string[] {
  const menus = createDb().tables.menus.filter((menu) => menu.category === 1);
  const parents = new Set(menus.map((menu) => menu.parentId));
  return menus
    .filter((menu) => !parents.has(menu.id) && menu.path.startsWith('/') && !/^\/myiframe|\.html$/.test(menu.path))
    .map((menu) => menu.path);
}

/** Opens a screen and waits until its calls are answered. */
export async function openScreen(page: Page, path: string) {
  await page.goto(`${baseURL()}${path}`);
  await pane(page, path).waitFor();
  // The top menu comes once the page's content is drawn (a list: its first rows are in), so the
  // page's own calls have all gone out; then until they are answered.
  await page.locator('.top-menu').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Closes the oldest tab once `most` are open: kept-alive pages add up, and clearing the cache
 * refetches every open tab's page at once, which with all 51 saturated a loaded machine.
 */
export async function keepTabsUnder(page: Page, most: number) {
  if ((await page.locator('.tab-bar .tab-label').count()) >= most)
    await page.locator('.tab-bar .console-tab-close').first().click();
}

/** Opens a list and waits for its rows (and their option labels) to be drawn. */
export async function openList(page: Page, path: string): Promise<Locator> {
  await page.goto(`${baseURL()}${path}`);
  const list = pane(page, path);
  await list.locator('tr.ant-table-row').first().waitFor();
  // Cells wait for their option labels ('…'): none left.
  await expect.poll(() => list.locator('.ant-table-tbody [aria-busy="true"]').count()).toBe(0);
  return list;
}

/** The open dialog, once its opening zoom has settled. */
export async function dialogOpen(page: Page): Promise<Locator> {
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/**
 * Closes the open dialog by its close button (Escape only reaches a dialog once it holds the focus,
 * which a loaded machine may not have given it yet), discards what a touched form asks to keep,
 * and waits until no dialog is left.
 */
export async function closeDialog(page: Page) {
  const close = page.locator('.ant-modal-wrap:visible .ant-modal-close').last();
  if (await close.count()) await close.click();
  else await page.keyboard.press('Escape');
  // A touched form asks first: discard once asked (the confirm stays visible while it fades, so
  // once), until no dialog is left.
  const discard = page.getByRole('button', { name: /放\s*弃|Discard/ });
  let discarded = false;
  await expect
    .poll(
      async () => {
        if (!discarded && (await discard.isVisible().catch(() => false)))
          discarded = await discard.click({ timeout: 2000 }).then(
            () => true,
            () => false,
          );
        return page.locator('.ant-modal-wrap:visible').count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
}

/** Picks the first option of the select labelled `label` in `dialog`, from the newest dropdown. */
export async function pickFirstOption(page: Page, dialog: Locator, label: string) {
  await dialog
    .locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) })
    .locator('.ant-select-selector')
    .click();
  // The newest dropdown (the last one may still be fading out).
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .locator('.ant-select-item-option:not(.ant-select-item-option-disabled)')
    .first()
    .click();
}
