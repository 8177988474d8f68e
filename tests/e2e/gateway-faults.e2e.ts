import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, holdCallsToTable, launch, shot } from './browser';
import { fakeGateway, type Faults } from './fake-gateway';

// The console against a BladeX-shaped gateway with faults switched on (no stand-in: service
// workers are blocked, so the app sends its calls to /api as against a real deployment).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function open(faults: Faults = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  holdCallsToTable(page);
  const gateway = await fakeGateway(context, faults);
  return { page, gateway };
}

async function submitLogin(page: Page) {
  await page.goto(`${baseURL()}/login`);
  await page.getByPlaceholder('账号').fill('admin');
  await page.getByPlaceholder('密码').fill('admin');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

describe('in Chromium against a gateway with faults', () => {
  it('shows a refusal inside HTTP 200 from oauth/token and does not log in', async () => {
    const { page, gateway } = await open({ tokenRefusal: '验证码不正确' });
    await submitLogin(page);
    await page.getByText('验证码不正确').waitFor();
    await shot(page, 'gateway-token-refusal-zh');
    expect(page.url()).toContain('/login');
    expect(await page.evaluate(() => localStorage.getItem('saber-token'))).toBeNull();
    // Only the token call and the login page's own question of which tenant its address is bound to.
    expect(gateway.calls.filter((path) => !path.endsWith('/oauth/token') && !path.endsWith('/tenant/info'))).toEqual(
      [],
    );
  });

  it('makes no refresh storm when expires_in is ""', async () => {
    const { page, gateway } = await open({ expiresIn: '' });
    await submitLogin(page);
    await page.waitForURL('**/wel/index');
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.locator('.ant-pagination-item-2').click();
    await page.getByText('网关参数11').waitFor();
    // One tick of the 10 s refresh loop, too.
    await page.waitForTimeout(10_500);
    expect(gateway.grants).toEqual(['password']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('saber-token'))) ?? '{}').expiresIn).toBe(3000);
  });

  it('makes one refresh for staggered 401s and shows the page', async () => {
    const faults: Faults = { dead: new Set() };
    const { page, gateway } = await open(faults);
    await submitLogin(page);
    await page.waitForURL('**/wel/index');
    faults.dead!.add(gateway.token());
    // A reload asks for the menu, the buttons and the list at once, each turned away in turn.
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.waitForTimeout(800);
    expect(gateway.rejected()).toBeGreaterThanOrEqual(2);
    expect(gateway.grants).toEqual(['password', 'refresh_token']);
    expect(page.url()).toContain('/system/param');
  });

  it('shows an error and the retry state for an HTML answer under HTTP 200', async () => {
    const { page } = await open({ htmlList: true });
    await submitLogin(page);
    await page.waitForURL('**/wel/index');
    await page.goto(`${baseURL()}/system/param`);
    await page.getByText('服务器返回了无法识别的数据,请稍后重试').first().waitFor();
    await page.getByText('数据加载失败').waitFor();
    await shot(page, 'gateway-html-answer-zh');
  });
});
