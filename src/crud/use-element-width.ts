import { useCallback, useRef, useState } from 'react';

const storeKey = (key: string) => `width:${key}:${window.innerWidth}`;

/** The width this element had the last time at this window width (a reload lays it out the same). */
function rememberedWidth(key: string | undefined): number {
  if (!key) return 0;
  try {
    return Number(sessionStorage.getItem(storeKey(key))) || 0;
  } catch {
    return 0;
  }
}

function rememberWidth(key: string | undefined, width: number) {
  if (!key) return;
  try {
    sessionStorage.setItem(storeKey(key), String(width));
  } catch {
    // Storage full or disabled: the next load measures before it fits, as without a memory.
  }
}

/**
 * The width of the element given to `ref`, kept up to date. A width of 0 (a kept-alive tab hidden
 * from layout) is ignored, so showing the tab again does not lay the table out twice. With
 * `rememberAs`, the first render starts from the width last measured at this window width: after
 * a reload the measurement agrees and the element is not rendered a second time to fit it.
 */
export function useElementWidth(rememberAs?: string): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(() => rememberedWidth(rememberAs));
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      const measure = (next: number) => {
        if (next <= 0) return;
        setWidth(Math.floor(next));
        rememberWidth(rememberAs, Math.floor(next));
      };
      measure(element.getBoundingClientRect().width);
      observer.current = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
      observer.current.observe(element);
    },
    [rememberAs],
  );
  return [ref, width];
}
