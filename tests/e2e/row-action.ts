import type { Locator, Page } from 'playwright-core';

// A list row's actions as a user reaches them: 查看, 编辑, 删除 are buttons in the row; the
// fourth on sits under the row's 更多 (More).

// Its arrow icon adds its own name before the caption (down 更多).
const MORE = /(^|\s)(更\s*多|More)$/;

/** The row's action called `name`: its button, or its item under 更多 (which this opens). */
async function rowAction(page: Page, row: Locator, name: string | RegExp): Promise<Locator> {
  // The row's buttons drawn first: counting them does not wait.
  await row.locator('td').last().locator('button').first().waitFor();
  const inline = row.getByRole('button', { name });
  if ((await inline.count()) > 0) return inline;
  const more = row.getByRole('button', { name: MORE });
  if ((await more.getAttribute('aria-expanded')) !== 'true') {
    await menusClosed(page);
    await more.click();
  }
  return openMenus(page).getByRole('menuitem', { name });
}

const openMenus = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/** Another row's menu closed (and done fading), so the one opened next is the only one. */
async function menusClosed(page: Page) {
  if ((await openMenus(page).count()) > 0) await page.keyboard.press('Escape');
  for (let waited = 0; (await openMenus(page).count()) > 0; waited += 50) {
    if (waited > 3000) throw new Error('a row menu stays open');
    await page.waitForTimeout(50);
  }
}

/** Clicks the row's action `name`, through 更多 when it is there. */
export async function clickRowAction(page: Page, row: Locator, name: string | RegExp): Promise<void> {
  await (await rowAction(page, row, name)).click();
}

/** Whether the row allows `name` (an action it does not allow is there, disabled). */
export async function rowActionAllowed(page: Page, row: Locator, name: string | RegExp): Promise<boolean> {
  const action = await rowAction(page, row, name);
  const allowed = !(await action.isDisabled()) && (await action.getAttribute('aria-disabled')) !== 'true';
  // Leave the menu closed, as a user would.
  const more = row.getByRole('button', { name: MORE });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'true') await more.click();
  await menusClosed(page);
  return allowed;
}
