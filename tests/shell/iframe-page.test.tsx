import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { useStandin } from '../support/standin';

useStandin();

describe('/myiframe: a menu page of our own origin', () => {
  it('is framed without its origin and without the token', async () => {
    await renderApp('/myiframe/guide', { username: 'admin', password: 'admin' });
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe.iframe-frame');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.src).toBe(`${window.location.origin}/embedded/guide.html`);
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    // Opened as a window of its own it would run unsandboxed in our origin: not offered.
    expect(screen.queryByText('在新窗口打开')).toBeNull();
  });
});
