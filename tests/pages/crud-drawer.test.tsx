import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../src/resources/types';
import { button, buttons, findButton, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The parameters page as a resource that declares `dialog: 'drawer'` would have it.
vi.mock('../../src/resources/system', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/resources/system')>();
  const systemResources: ResourceDef[] = actual.systemResources.map((def) =>
    def.name === 'param' ? { ...def, dialog: 'drawer' } : def,
  );
  return { ...actual, systemResources };
});

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

const findDrawer = () =>
  waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-content');
    if (!drawer) throw new Error('no open drawer');
    return drawer;
  });
const drawerClosed = () => waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());

describe('a resource that declares a drawer', () => {
  it('adds in a drawer, with the same rules, and shows the new record', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const drawer = await findDrawer();
    expect(within(drawer).getByText('新增参数')).toBeTruthy();
    expect(document.querySelector('.ant-modal-wrap')).toBeNull();
    fireEvent.click(button('保存', drawer));
    expect(await within(drawer).findByText('请输入参数名称')).toBeTruthy();
    fireEvent.change(within(drawer).getByPlaceholderText('请输入参数名称'), { target: { value: '抽屉参数' } });
    fireEvent.change(within(drawer).getByPlaceholderText('请输入参数键名'), { target: { value: 'drawer.key' } });
    fireEvent.change(within(drawer).getByPlaceholderText('请输入参数键值'), { target: { value: '7' } });
    fireEvent.click(button('保存', drawer));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await drawerClosed();
    expect(JSON.parse(standin.calls('/param/submit')[0].body)).toMatchObject({
      paramName: '抽屉参数',
      paramKey: 'drawer.key',
      paramValue: '7',
    });
    await waitFor(() => expect(tableRows()[0]?.textContent).toContain('drawer.key'));
  });

  it('edits and views in a drawer, and asks before dropping a change', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(buttons('编辑', tableRows()[0])[0]);
    const drawer = await findDrawer();
    const value = await waitFor(() => {
      const input = within(drawer).getByPlaceholderText('请输入参数键值') as HTMLTextAreaElement;
      if (!input.value) throw new Error('detail not loaded');
      return input;
    });
    fireEvent.change(value, { target: { value: '654321' } });
    fireEvent.click(button('取消', drawer));
    fireEvent.click(await findButton('放弃'));
    await drawerClosed();
    expect(standin.calls('/param/submit')).toHaveLength(0);

    fireEvent.click(buttons('查看', tableRows()[0])[0]);
    const view = await findDrawer();
    await waitFor(() => expect(view.textContent).toContain('account.initPassword'));
    fireEvent.click(button('关闭', view));
    await drawerClosed();
  });
});
