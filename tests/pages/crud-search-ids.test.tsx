import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siderItem, visiblePane, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

// rc-select numbers its own ids in a browser, and names them all alike under NODE_ENV=test.
const RC_TEST_ID = /TEST_OR_SSR/;

const duplicateIds = () => {
  const seen = new Map<string, number>();
  for (const { id } of document.querySelectorAll('[id]'))
    if (!RC_TEST_ID.test(id)) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
};

describe('search forms of the open tabs', () => {
  it('keep their ids apart, so each label names the control beside it', async () => {
    await renderApp('/oto/order', { username: 'admin', password: 'admin' });
    await waitForRows();
    fireEvent.click(await siderItem('咨询记录'));
    await waitFor(() => expect(visiblePane().querySelector('form.crud-search')).toBeTruthy());
    // Both lists search by organization; the order list stays in the page behind its tab.
    expect(document.querySelectorAll('form.crud-search')).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
    const form = visiblePane().querySelector('form.crud-search') as HTMLElement;
    const labels = [...form.querySelectorAll<HTMLLabelElement>('label[for]')];
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) expect(form.contains(document.getElementById(label.htmlFor))).toBe(true);
  });
});
