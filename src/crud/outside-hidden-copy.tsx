import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children, made inert where they are drawn inside a copy hidden from screen readers
 * (`aria-hidden`). antd's table measures its header in such a copy (a hidden row with every
 * column's title): the select-all checkbox there would be a keyboard stop nobody can see or name.
 */
export function OutsideHiddenCopy({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => setHidden(ref.current?.closest('[aria-hidden="true"]') != null), []);
  return (
    <span ref={ref} inert={hidden}>
      {children}
    </span>
  );
}
