import { useLayoutEffect, useReducer, useRef } from 'react';
import useResponsiveObserver, { type ScreenMap } from 'antd/es/_util/responsiveObserver';

/** What each of the observer's media queries says now. */
function screensNow(queries: Record<string, string>): ScreenMap {
  return Object.fromEntries(
    Object.entries(queries).map(([screen, query]) => [screen, window.matchMedia(query).matches]),
  );
}

const sameScreens = (a: ScreenMap, b: ScreenMap) => {
  const keys = Object.keys(a) as (keyof ScreenMap)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * antd's `Grid.useBreakpoint`, which the build puts in place of antd's own (scripts/antd-overrides-plugin.ts):
 * the same answer from the first render on, and a new render only when a breakpoint is crossed.
 * antd's starts from `defaultScreens` and re-renders in a layout effect as it subscribes, changed or
 * not. Every `Row` (so every Form.Item) and every Pagination uses it, so a list page's first render
 * was followed by a second, synchronous one of its search form and page before the first paint.
 * (antd's second argument, the screens to start from, is not needed: these are known at once.)
 */
export default function useBreakpoint(refreshOnChange = true) {
  const observer = useResponsiveObserver();
  const screens = useRef<ScreenMap | null>(null);
  screens.current ??= screensNow(observer.responsiveMap);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    const token = observer.subscribe((next) => {
      const changed = !sameScreens(next, screens.current ?? {});
      screens.current = next;
      if (refreshOnChange && changed) rerender();
    });
    return () => observer.unsubscribe(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribed once, as antd's is
  }, []);
  // A ref, as in antd's: a component that does not follow the breakpoints (refreshOnChange false)
  // reads the latest screens at its next render without being re-rendered for them.
  // eslint-disable-next-line react-hooks/refs -- antd's contract, see above
  return screens.current;
}
