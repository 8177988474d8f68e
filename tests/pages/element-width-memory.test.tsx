import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from '../../src/crud/use-element-width';

// A list fits its columns to its table's width. After a reload the table has the width it had
// before: the first render starts from that, so the page is not rendered a second time to fit.

/** Renders a box measuring `width`; returns the widths the component rendered with, in order. */
function mount(width: number, rememberAs?: string) {
  const seen: number[] = [];
  function Box() {
    const [ref, measured] = useElementWidth(rememberAs);
    seen.push(measured);
    return <div ref={ref} />;
  }
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  const view = render(<Box />);
  spy.mockRestore();
  return { seen, view };
}

afterEach(() => sessionStorage.clear());

describe('a measured width remembered across a reload', () => {
  it('starts the next mount at the width measured last time at this window width: one render', () => {
    mount(812, 'list:param').view.unmount();
    const { seen } = mount(812, 'list:param');
    expect(seen).toEqual([812]);
  });

  it('renders again when the width differs from the remembered one, and without a memory starts at 0', () => {
    mount(812, 'list:param').view.unmount();
    expect(mount(640, 'list:param').seen).toEqual([812, 640]);
    expect(mount(640).seen).toEqual([0, 640]);
  });
});
