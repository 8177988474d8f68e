import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newPage } from './browser';
import { themeNames } from '../../src/shell/theme/themes';
import { clickRowAction } from './row-action';
import { closeDialog, dialogOpen, keepTabsUnder, menuScreens, openList, openScreen } from './screen-kit';

// WCAG 2.1 A and AA, as axe-core reads them, on every screen of the menu and on the dialogs and
// overlays a day's work opens: no critical or serious violation, in zh and en, in the default
// look, the dark one and a coloured one with a light picked colour, and the home and a list page
// in each of the 11 looks. axe runs inside the page from its own source (no request leaves for
// another host).

/** Every screen of the menu, and the frame's own pages. */
const screens = () => [...new Set(['/wel/index', '/wel/dashboard', '/info/index', ...menuScreens()])];

type Finding = { screen: string; rule: string; impact: string; nodes: string[] };

/** axe's critical and serious violations on the page as it stands, named by where they were. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  // Once what opened has stopped moving: axe reads a popover or dialog fading in as pale text.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ screen, rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3) }));
}

/** Logs in, then sets the language and look a user would have picked (the login page is in zh). */
async function signIn(page: Page, look: { lang: 'zh' | 'en'; theme?: string; color?: string }) {
  await loginAs(page);
  await page.evaluate(({ lang, theme, color }) => {
    localStorage.setItem('saber-language', lang);
    if (theme) localStorage.setItem('saber-theme', theme);
    if (color) localStorage.setItem('saber-color', color);
  }, look);
}

/** Opens a screen and audits it once its calls are answered. */
async function auditScreen(page: Page, path: string): Promise<Finding[]> {
  await openScreen(page, path);
  return audit(page, path);
}

/** Every screen, with up to 16 tabs open (more than one row of the strip): older ones are closed. */
async function auditScreens(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of screens()) {
    findings.push(...(await auditScreen(page, path)));
    await keepTabsUnder(page, 16);
  }
  return findings;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: axe-core, WCAG 2.1 AA', () => {
  for (const look of [
    { lang: 'zh', name: 'zh, the default look' },
    { lang: 'en', theme: 'dark', name: 'en, the dark look' },
    { lang: 'zh', theme: 'hey', color: '#faad14', name: 'zh, hey with a light orange picked' },
  ] as const) {
    it(`finds nothing critical or serious on any screen: ${look.name}`, async () => {
      const { page } = await newPage(browser);
      await signIn(page, look);
      expect(await auditScreens(page)).toEqual([]);
    });
  }

  it('finds nothing critical or serious on the home and a list page in each of the 11 looks', async () => {
    const { page } = await newPage(browser);
    await signIn(page, { lang: 'zh' });
    const findings: Finding[] = [];
    for (const theme of themeNames) {
      await page.evaluate((name) => localStorage.setItem('saber-theme', name), theme);
      for (const path of ['/wel/index', '/system/param'])
        findings.push(
          ...(await auditScreen(page, path)).map((finding) => ({ ...finding, screen: `${theme} ${path}` })),
        );
    }
    expect(findings).toEqual([]);
  });

  it('finds nothing critical or serious in the dialogs and overlays', async () => {
    const { page } = await newPage(browser);
    await signIn(page, { lang: 'zh' });
    const findings: Finding[] = [];
    const list = await openList(page, '/system/param');
    await list.getByRole('button', { name: /新\s*增/ }).click();
    await dialogOpen(page);
    // A save with nothing typed: the rules' messages at their fields.
    await page
      .locator('.ant-modal-wrap:visible')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    findings.push(...(await audit(page, 'add dialog with errors')));
    await closeDialog(page);

    await clickRowAction(page, list.locator('tr.ant-table-row').first(), /编\s*辑/);
    await dialogOpen(page);
    findings.push(...(await audit(page, 'edit dialog')));
    await closeDialog(page);

    await clickRowAction(page, list.locator('tr.ant-table-row').first(), /查\s*看/);
    await dialogOpen(page);
    findings.push(...(await audit(page, 'view dialog')));
    await closeDialog(page);

    await clickRowAction(page, list.locator('tr.ant-table-row').first(), /删\s*除/);
    await page.locator('.ant-modal-confirm').waitFor();
    findings.push(...(await audit(page, 'delete confirm')));
    await page.getByRole('button', { name: /取\s*消/ }).click();

    await list.getByRole('button', { name: '列设置' }).click();
    await page.locator('.ant-popover:visible, .ant-drawer:visible, .ant-modal-wrap:visible').first().waitFor();
    findings.push(...(await audit(page, 'column settings')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-popover:visible').count()).toBe(0);

    await page.keyboard.press('Control+k');
    await page.locator('[role="dialog"][aria-modal="true"]').first().waitFor();
    findings.push(...(await audit(page, 'menu palette')));
    await page.keyboard.press('Escape');

    await page.getByTestId('theme-picker').click();
    await page.getByRole('option', { name: /暗黑/ }).waitFor();
    findings.push(...(await audit(page, 'theme picker')));
    await page.keyboard.press('Escape');

    await page.getByTestId('color-picker').click();
    await page.getByLabel('自定义颜色(十六进制)').fill('zz');
    await page.getByLabel('自定义颜色(十六进制)').press('Enter');
    await page.getByRole('alert').filter({ hasText: '十六进制' }).waitFor();
    await page.getByRole('option', { name: '#faad14' }).click();
    await page.locator('.color-unreadable').waitFor();
    findings.push(...(await audit(page, 'colour picker, a wrong hex and a light colour')));
    await page.getByRole('option', { name: '#409EFF' }).click();
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown:visible').waitFor();
    findings.push(...(await audit(page, 'user menu')));
    await page.keyboard.press('Escape');
    await page.getByTestId('language-switch').click();
    await page.locator('.language-choices').waitFor();
    findings.push(...(await audit(page, 'language choices')));
    await page.keyboard.press('Escape');

    await page.getByTestId('error-log-button').click();
    await page.locator('.ant-modal-wrap:visible').waitFor();
    findings.push(...(await audit(page, 'error log')));
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });
    await page.getByTestId('lock-button').click();
    await page.locator('.ant-modal-wrap:visible').waitFor();
    findings.push(...(await audit(page, 'lock dialog')));
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });

    const roles = await openList(page, '/authority/role');
    await roles.locator('tr.ant-table-row .ant-checkbox-input').first().check();
    await roles.getByRole('button', { name: /权限设置/ }).click();
    await page.locator('.ant-modal-wrap:visible .ant-tree-treenode:not([aria-hidden])').first().waitFor();
    findings.push(...(await audit(page, 'role grant tree')));
    await closeDialog(page);

    const models = await openList(page, '/flow/model');
    await clickRowAction(page, models.locator('tr.ant-table-row', { hasText: '报销流程' }), /编\s*辑/);
    const editor = await dialogOpen(page);
    await editor.locator('[data-element-id="deptTask"]').click();
    await editor.getByTestId('prop-name').waitFor();
    findings.push(...(await audit(page, 'BPMN editor')));
    await closeDialog(page);

    // Tabs past one row at 700 px: the strip wraps, no overflow button inside the tablist.
    await page.setViewportSize({ width: 700, height: 800 });
    for (const path of screens().slice(0, 8)) await auditScreen(page, path);
    findings.push(...(await audit(page, '8 tabs at 700 px')));

    expect(findings).toEqual([]);
  });
});
