import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

const combined = () => screen.getByTestId('electives-combined').textContent;
const HAN = /\p{Script=Han}/u;

describe('test page', () => {
  it('shows the subject dictionary and the electives combined as a / b', async () => {
    await renderApp('/test/index', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('WEN 文科')).toBeTruthy();
    await waitFor(() => expect(combined()).toBe('物 / 化'));
  });

  it('names subjects and electives in English when the console is in English', async () => {
    await renderApp('/test/index', { username: 'admin', password: 'admin' });
    await waitFor(() => expect(combined()).toBe('物 / 化'));
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('WEN Liberal arts')).toBeTruthy();
    expect(screen.getByText('H Chemistry')).toBeTruthy(); // a picked elective, as the select shows it
    await waitFor(() => expect(combined()).toBe('Physics / Chemistry'));
    const page = screen.getByTestId('electives-combined').closest('.ant-card') as HTMLElement;
    expect(page.textContent).not.toMatch(HAN);
  });
});
