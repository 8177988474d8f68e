import { useCallback, useRef, useState } from 'react';

/**
 * The width of the element given to `ref`, kept up to date. A width of 0 (a kept-alive tab hidden
 * from layout) is ignored, so showing the tab again does not lay the table out twice.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = (next: number) => next > 0 && setWidth(Math.floor(next));
    measure(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
