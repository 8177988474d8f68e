import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

/** The sider groups the user sees open. */
const openGroups = () =>
  [...document.querySelectorAll('.console-sider .ant-menu-submenu-open > .ant-menu-submenu-title')].map(
    (el) => el.textContent,
  );
const groupTitle = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.console-sider .ant-menu-submenu-title')].find(
    (el) => el.textContent === name,
  )!;
const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.tab-bar .tab-label')].find((el) => el.textContent === name)!;

describe('sider menu', () => {
  it('opens the group of the page arrived at, and leaves the groups the user closed until the next arrival', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitFor(() => expect(openGroups()).toEqual(['系统管理']));
    // Closed by the user, the group stays closed while the page stays.
    fireEvent.click(groupTitle('系统管理'));
    await waitFor(() => expect(openGroups()).toEqual([]));
    // Home (no group) leaves it closed; arriving at a page in it (from its tab) opens it again.
    // The URL follows a picked tab in a transition: the title says when it has.
    fireEvent.click(tab('首页'));
    await waitFor(() => expect(document.title).toMatch(/^首页/));
    expect(openGroups()).toEqual([]);
    fireEvent.click(tab('参数管理'));
    await waitFor(() => expect(document.title).toMatch(/^参数管理/));
    await waitFor(() => expect(openGroups()).toEqual(['系统管理']));
  });
});
