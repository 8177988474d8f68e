import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../src/providers/i18n';
import { themeStore } from '../../src/shell/theme/theme-store';
import { findDialog } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

// jsdom has no Web Animations; kbar's animator plays one when the palette opens and closes.
beforeAll(() => {
  Element.prototype.animate ??= function () {
    return { cancel() {}, finished: Promise.resolve() } as unknown as Animation;
  };
});
// Back to Chinese while the console is still mounted, so the switch re-renders it inside act().
afterEach(async () => {
  if (i18n.language !== 'zh') await act(() => changeLanguage('zh'));
});

const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
/**
 * Runs DOM events as a browser delivers keys typed at full speed: one after another, none of
 * them wrapped in act(), so React renders between them only what it renders synchronously (an
 * update it schedules for later has not happened when the next key lands). Then lets React finish.
 */
async function atFullSpeed(events: () => void) {
  flag.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    events();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    flag.IS_REACT_ACT_ENVIRONMENT = true;
  }
  await act(async () => {});
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
/** One key of text into the box as the browser does it: keydown, the value, input, keyup. */
function key(input: HTMLInputElement, char: string) {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true }));
  setValue.call(input, input.value + char);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
  input.dispatchEvent(new KeyboardEvent('keyup', { key: char, bubbles: true }));
}
const typeKeys = (input: HTMLInputElement, text: string) => [...text].forEach((char) => key(input, char));
const pressEnter = (input: HTMLInputElement) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

/** A Chinese input method: pinyin shown while composing (Enter there picks the candidate), then the words. */
function compose(input: HTMLInputElement, pinyin: string, words: string) {
  const start = input.value;
  input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
  for (let i = 1; i <= pinyin.length; i++) {
    const shown = pinyin.slice(0, i);
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Process', keyCode: 229, isComposing: true, bubbles: true }),
    );
    setValue.call(input, start + shown);
    input.dispatchEvent(
      new InputEvent('input', { bubbles: true, data: shown, inputType: 'insertCompositionText', isComposing: true }),
    );
  }
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true }));
  setValue.call(input, start + words);
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, data: words, inputType: 'insertCompositionText', isComposing: true }),
  );
  input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: words }));
}

async function openPalette() {
  fireEvent.click(await screen.findByTestId('menu-search'));
  const input = (await screen.findByTestId('palette-input')) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(input));
  // A modal dialog: a screen reader leaves the page behind it alone.
  expect(input.closest('[role=dialog]')?.getAttribute('aria-modal')).toBe('true');
  return input;
}

const itemNames = () =>
  screen.queryAllByTestId('palette-item').map((item) => item.querySelector('.palette-name')!.textContent);
const sections = () => screen.queryAllByTestId('palette-section').map((heading) => heading.textContent);
const activeTab = () => document.querySelector('.tab-bar [role="tab"][aria-selected="true"]')?.textContent;
/** The names under a heading, up to the next one. */
function namesUnder(heading: string) {
  const rows = [...document.querySelectorAll('[data-testid=palette-section], [data-testid=palette-item]')];
  const from = rows.findIndex((row) => row.textContent === heading);
  const names: string[] = [];
  for (const row of rows.slice(from + 1)) {
    if (row.getAttribute('data-testid') === 'palette-section') break;
    names.push(row.querySelector('.palette-name')!.textContent!);
  }
  return names;
}

describe('the Ctrl+K palette keeps every key', () => {
  it('typed at full speed, in Chinese char by char and through an input method', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    let input = await openPalette();
    await atFullSpeed(() => typeKeys(input, '用户'));
    expect(input.value).toBe('用户');
    expect(itemNames()).toEqual(['用户管理']);

    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('palette-input')).toBeNull());
    input = await openPalette();
    expect(input.value).toBe('');
    // Enter while the input method composes picks its candidate, not a menu.
    await atFullSpeed(() => compose(input, 'yonghu', '用户'));
    expect(input.value).toBe('用户');
    expect(itemNames()).toEqual(['用户管理']);
    expect(activeTab()).toBe('首页');
  });

  it('typed at full speed in English, with user-event and with raw key events', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    await act(() => changeLanguage('en'));
    let input = await openPalette();
    const user = userEvent.setup({ delay: 0 });
    await user.type(input, 'orders');
    expect(input.value).toBe('orders');
    expect(itemNames()[0]).toBe('Orders');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('palette-input')).toBeNull());
    input = await openPalette();
    await atFullSpeed(() => typeKeys(input, 'orders'));
    expect(input.value).toBe('orders');
    expect(itemNames()[0]).toBe('Orders');
  });

  it('acts on Enter for what is in the box, even pressed with the key before it', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const input = await openPalette();
    await atFullSpeed(() => {
      key(input, '参');
      pressEnter(input);
    });
    await waitFor(() => expect(activeTab()).toBe('参数管理'));
    await waitFor(() => expect(screen.queryByTestId('palette-input')).toBeNull());
  });
});

describe('the palette offers the actions of the open screen and the shell', () => {
  it('groups menus and actions; off a list there is no 新增', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    await openPalette();
    expect(sections()).toEqual(['菜单', '操作']);
    expect(namesUnder('操作')).toEqual(['切换语言', '切换主题', '锁屏', '退出登录']);
    expect(namesUnder('菜单')).toContain('参数管理');
  });

  it('switches the language through its choices', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const input = await openPalette();
    await atFullSpeed(() => typeKeys(input, '切换语'));
    expect(itemNames()).toEqual(['切换语言']);
    fireEvent.keyDown(input, { key: 'Enter' });
    // Its choices, the one in use ticked; Backspace in the empty box goes back.
    await waitFor(() => expect(itemNames()).toEqual(['简体中文', 'English']));
    expect(screen.getAllByTestId('palette-item')[0].getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByText('Search menus')).toBeTruthy();
  });

  it('finds an action by another word and sets the theme', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    await act(() => changeLanguage('en'));
    const input = await openPalette();
    await atFullSpeed(() => typeKeys(input, 'THE'));
    expect(itemNames()).toEqual(['Switch theme']);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(itemNames()).toContain('Starry'));
    await atFullSpeed(() => typeKeys(input, 'st'));
    expect(itemNames()).toEqual(['Starry']);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(themeStore.get().theme).toBe('star'));
    act(() => themeStore.setTheme('default'));
  });

  it('locks: the lock password dialog, then /lock', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const input = await openPalette();
    await atFullSpeed(() => typeKeys(input, '锁'));
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    const password = within(dialog).getByPlaceholderText('请输入锁屏密码');
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /锁\s*屏/ }));
    expect(await screen.findByText('屏幕已锁定')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('logs out after the user menu’s confirm', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const input = await openPalette();
    await atFullSpeed(() => typeKeys(input, 'logout'));
    expect(itemNames()).toEqual(['退出登录']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('退出系统, 是否继续?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByPlaceholderText('请输入租户编号')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers 新增 on a list the user may add to, and it opens the add dialog', async () => {
    const { services } = await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await screen.findByRole('button', { name: /新\s*增/ });
    const input = await openPalette();
    expect(namesUnder('操作')[0]).toBe('新增');
    await atFullSpeed(() => typeKeys(input, '新'));
    expect(itemNames()).toEqual(['新增']);
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: '新增参数' });
    expect(within(dialog).getByText('参数名称')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增参数' })).toBeNull());

    // Without the add button (the permission map changed), neither the toolbar nor the palette offers it.
    const { param_add: _granted, ...withoutAdd } = services.session.get().permissions;
    act(() => services.session.setPermissions(withoutAdd));
    await waitFor(() => expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull());
    await openPalette();
    expect(namesUnder('操作')).toEqual(['切换语言', '切换主题', '锁屏', '退出登录']);
  });

  it('offers 新增 on screens with their own add dialog: an order, a dictionary', async () => {
    await renderApp('/oto/order', { username: 'admin', password: 'admin' });
    await screen.findByRole('button', { name: /新\s*增/ });
    let input = await openPalette();
    expect(namesUnder('操作')[0]).toBe('新增');
    await atFullSpeed(() => typeKeys(input, '新增'));
    fireEvent.keyDown(input, { key: 'Enter' });
    // The order's own form (its service sets the amount), not the generic one.
    const order = await findDialog();
    expect(await within(order).findByText('服务')).toBeTruthy();
    fireEvent.click(within(order).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"])')).toBeNull());

    input = await openPalette();
    await atFullSpeed(() => typeKeys(input, '字典管理'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(activeTab()).toBe('字典管理'));
    await screen.findByText('sex');
    input = await openPalette();
    expect(namesUnder('操作')[0]).toBe('新增');
    await atFullSpeed(() => typeKeys(input, '新增'));
    fireEvent.keyDown(input, { key: 'Enter' });
    const dictionary = await findDialog();
    expect(within(dictionary).getByPlaceholderText('请输入字典编号')).toBeTruthy();
    expect(within(dictionary).queryByText('字典键值')).toBeNull();
  });

  it('does not offer a hidden tab’s 新增 on another screen', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await screen.findByRole('button', { name: /新\s*增/ });
    const input = await openPalette();
    await atFullSpeed(() => typeKeys(input, '测试'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(activeTab()).toBe('测试页'));
    await waitFor(() => expect(screen.queryByTestId('palette-input')).toBeNull());
    await openPalette();
    expect(namesUnder('操作')).not.toContain('新增');
  });
});
