import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { antdOverrides } from '../../scripts/antd-overrides-plugin';
import useBreakpoint from '../../src/shell/antd/use-breakpoint';

// Issue 23: antd's breakpoint hook re-rendered every Row (every Form.Item) and Pagination in a
// layout effect right after mounting, before the first paint. The build puts the app's own in its
// place, which answers from the first render and re-renders only when a breakpoint is crossed.

let width = 1100;
const listeners = new Set<() => void>();
const original = window.matchMedia;
beforeEach(() => {
  width = 1100;
  window.matchMedia = (query: string) => {
    const min = Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? 0);
    const max = Number(/max-width:\s*(\d+)/.exec(query)?.[1] ?? Infinity);
    const list = {
      get matches() {
        return width >= min && width <= max;
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(() => listener({ matches: list.matches })),
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
    return list as unknown as MediaQueryList;
  };
});
afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
});

function Probe({ counts }: { counts: number[] }) {
  const screens = useBreakpoint();
  counts.push(1);
  const on = Object.entries(screens).flatMap(([name, matches]) => (matches ? [name] : []));
  return <span data-testid="screens">{on.join(' ')}</span>;
}

describe("the app's useBreakpoint (in place of antd's)", () => {
  it('answers with the screens of the window from the first render, and renders once', () => {
    const counts: number[] = [];
    render(<Probe counts={counts} />);
    expect(screen.getByTestId('screens').textContent).toBe('sm md lg');
    expect(counts).toHaveLength(1);
  });

  it('renders again when the window crosses a breakpoint, not otherwise', () => {
    const counts: number[] = [];
    render(<Probe counts={counts} />);
    act(() => listeners.forEach((fire) => fire()));
    expect(counts).toHaveLength(1);
    width = 1300;
    act(() => listeners.forEach((fire) => fire()));
    expect(screen.getByTestId('screens').textContent).toBe('sm md lg xl');
    expect(counts.length).toBeGreaterThan(1);
  });
});

describe('the antd-overrides build plugin', () => {
  const plugin = antdOverrides({ 'antd/es/grid/hooks/useBreakpoint': '/app/use-breakpoint.ts' }) as Plugin & {
    resolveId: (source: string, importer?: string) => string | null;
  };

  it("gives antd's modules that import the hook the app's file instead", () => {
    expect(plugin.resolveId('./hooks/useBreakpoint', '/x/node_modules/antd/es/grid/row.js')).toBe(
      '/app/use-breakpoint.ts',
    );
    expect(plugin.resolveId('../grid/hooks/useBreakpoint', '/x/node_modules/antd/es/pagination/Pagination.js')).toBe(
      '/app/use-breakpoint.ts',
    );
    expect(plugin.resolveId('./hooks/useBreakpoint.js', '/x/node_modules/antd/es/grid/index.js')).toBe(
      '/app/use-breakpoint.ts',
    );
  });

  it("leaves every other import alone, and the app's own imports", () => {
    expect(plugin.resolveId('./hooks/useGutter', '/x/node_modules/antd/es/grid/row.js')).toBeNull();
    expect(plugin.resolveId('./hooks/useBreakpoint', '/x/src/grid/row.js')).toBeNull();
    expect(plugin.resolveId('antd', '/x/node_modules/antd/es/grid/row.js')).toBeNull();
  });
});
