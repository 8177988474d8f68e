import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeStore } from '../../src/shell/theme/theme-store';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Antd's rules read the theme from CSS variables (cssVar, no hash class), so the rules
// can come from the build; picking a theme or a colour must still reach antd, by its variables.

standinForTests();
const admin = { username: 'admin', password: 'admin' };
/**
 * antd's theme variables as written in the document (`--ant-color-primary:#409eff`, ...) for the
 * scope the frame's buttons sit under (the document also holds the rules of other scopes).
 */
const variables = () => {
  const scope = [...(document.querySelector('.ant-btn')?.closest('[class*="css-var-"]')?.classList ?? [])].find(
    (name) => name.startsWith('css-var-'),
  );
  return [...document.querySelectorAll('style')]
    .map((style) => style.innerHTML.toLowerCase())
    .filter((css) => scope && css.includes(`.${scope}{`) && css.includes('--ant-color-bg-container:'))
    .join('\n');
};

describe('antd theme variables', () => {
  it('follows the theme picker and the colour picker', async () => {
    await renderApp('/wel/index', admin);
    fireEvent.click(await screen.findByTestId('theme-picker'));
    await waitFor(() => expect(variables()).toContain('--ant-color-bg-container:#ffffff'));

    // The picked pink is too light for white text (3.7:1): antd gets its nearest shade that reads.
    act(() => themeStore.setColor('#eb2f96'));
    await waitFor(() => expect(variables()).toContain('--ant-color-primary:#d3147d'));

    fireEvent.click(await screen.findByRole('option', { name: /暗黑/ }));
    await waitFor(() => expect(variables()).toContain('--ant-color-bg-container:#141414'));
    expect(variables()).not.toContain('--ant-color-bg-container:#ffffff');
    // The dark algorithm's shade of a seed lightened until that shade reads on the dark page.
    expect(variables()).toContain('--ant-color-primary:#ce5396');
  });
});
