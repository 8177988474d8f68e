// Where focus lands after a move to another page (src/shell/land-on-page.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { landOnPage } from '../../src/shell/land-on-page';

/** The frame as the console draws it: the tab strip with home shown, and the new page's pane. */
function frame() {
  document.body.innerHTML = `
    <div class="tab-bar" role="tablist">
      <div role="tab" tabindex="0" aria-selected="true" data-path="/wel/index">首页</div>
      <div role="tab" tabindex="-1" aria-selected="false" data-path="/system/dict">字典管理</div>
    </div>
    <main id="console-main" tabindex="-1"><div class="tab-pane"><h1 tabindex="-1">字典管理</h1></div></main>`;
  return document.querySelectorAll<HTMLElement>('[role="tab"]');
}
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a move to another page', () => {
  it('goes to the page’s heading from the tab of the page left, though the strip still marks it shown', async () => {
    const [home] = frame();
    // The palette put the focus back on its opener, home's tab, before the strip followed the move.
    home.focus();
    landOnPage('/system/dict');
    await frames(3);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('stays on the tab the user picked in the strip', async () => {
    const [, dict] = frame();
    dict.focus();
    landOnPage('/system/dict');
    await frames(3);
    expect(document.activeElement).toBe(dict);
  });

  it('waits for a dialog that closes with the focus on nothing, then goes to the heading', async () => {
    frame();
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><input aria-label="搜索" /></div>');
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    dialog.querySelector('input')!.focus();
    landOnPage('/system/dict');
    await frames(3);
    expect(document.activeElement?.tagName).toBe('INPUT');
    // The palette goes once it has animated out; the focus was in it.
    dialog.remove();
    await frames(3);
    expect(document.activeElement?.tagName).toBe('H1');
  });
});
