import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { useStandin } from '../support/standin';

useStandin();

describe('test page', () => {
  it('shows the subject dictionary and the electives combined as a / b', async () => {
    await renderApp('/test/index', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('WEN 文科')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('electives-combined').textContent).toBe('物 / 化'));
  });
});
