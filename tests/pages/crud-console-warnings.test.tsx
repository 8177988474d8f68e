import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { button, buttons, findDialog, findTreeSelect as treeSelect, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();
const admin = { username: 'admin', password: 'admin' };

// antd says each deprecation once per module instance, so this file watches from its first render.
let spies: MockInstance[] = [];
beforeEach(() => {
  spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => spies.forEach((spy) => spy.mockRestore()));
const deprecations = () =>
  spies
    .flatMap((spy) => spy.mock.calls)
    .map((args) => args.map(String).join(' '))
    .filter((text) => /deprecated/i.test(text));

describe('the dev console on list pages', () => {
  it('says nothing is deprecated while the tenant package dialog and its menu tree are used', async () => {
    await renderApp('/system/tenantpackage', admin);
    await waitForRows(3);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.mouseDown(await treeSelect(modal));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-tree-title').length).toBeGreaterThan(0));
    expect(deprecations()).toEqual([]);
  });

  it('says nothing is deprecated while a parameter is viewed', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(buttons('查看', tableRows()[0])[0]);
    const modal = await findDialog();
    await waitFor(() => expect(modal.textContent).toContain('account.initPassword'));
    expect(deprecations()).toEqual([]);
  });
});
