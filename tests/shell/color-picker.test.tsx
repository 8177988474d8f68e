import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/providers/i18n';
import { PrimaryColorPicker } from '../../src/shell/theme/color-picker';
import { themeStore } from '../../src/shell/theme/theme-store';

// The colour picker by keyboard and screen reader: one Tab stop for the suggestions, the arrows
// among them, a named hex field whose mistake is said at the field, and the shade that is drawn
// instead of a colour too light for text.

beforeAll(() => initI18n('zh'));

const focused = () => document.activeElement as HTMLElement;

describe('the colour picker', () => {
  it('picks a suggestion with the arrows, takes a typed hex, and names a wrong one at the field', async () => {
    themeStore.setColor('#409EFF');
    render(<PrimaryColorPicker />);
    fireEvent.click(screen.getByRole('button', { name: '主题色' }));
    const suggestions = await screen.findByRole('listbox', { name: '推荐颜色' });
    // Focus goes to the colour in use, the one Tab stop of the list.
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('#409EFF'));
    expect(
      [...suggestions.querySelectorAll('[role="option"]')].filter((option) => option.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(focused().getAttribute('aria-label')).toBe('#1890ff');
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(focused().getAttribute('aria-label')).toBe('#20222a');
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(focused().getAttribute('aria-label')).toBe('#409EFF');
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    fireEvent.click(focused());
    expect(themeStore.get().color).toBe('#20222a');
    expect(screen.getByRole('option', { name: '#20222a' }).getAttribute('aria-selected')).toBe('true');

    const hex = screen.getByLabelText('自定义颜色(十六进制)');
    expect((hex as HTMLInputElement).value).toBe('20222a');
    fireEvent.change(hex, { target: { value: 'zz12' } });
    fireEvent.keyDown(hex, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('请输入 6 位十六进制颜色，如 409EFF');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(hex.getAttribute('aria-describedby')).toBe(error.id);
    expect(themeStore.get().color).toBe('#20222a');

    fireEvent.change(hex, { target: { value: '#FAAD14' } });
    fireEvent.click(screen.getByRole('button', { name: /应\s*用/ }));
    expect(themeStore.get().color).toBe('#faad14');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hex.getAttribute('aria-invalid')).toBe('false');
    // Too light for text on white: the shade drawn instead is named.
    expect(within(suggestions.closest('.ant-popover')!).getByRole('status').textContent).toMatch(
      /对比度不足 4\.5:1.*#[0-9a-f]{6}/,
    );
    themeStore.setColor('#409EFF');
  });
});
