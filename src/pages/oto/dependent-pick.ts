import { useEffect, useRef } from 'react';

type Option = { value: string; label: string };

/**
 * Clears a pick that depends on another field of the same form when that field changes. The
 * field's first value is the record's own (a watched field reads undefined until the form has its
 * values), so filling the form clears nothing.
 */
export function useClearWhenChanged(watched: unknown, onChange?: (value: undefined) => void) {
  const last = useRef(watched);
  useEffect(() => {
    if (last.current !== undefined && last.current !== watched) onChange?.(undefined);
    last.current = watched;
  }, [watched, onChange]);
}

/** The options with the record's own pick first when they no longer hold it (it still shows by name). */
export const withCurrent = (options: Option[], current?: Option): Option[] =>
  current && !options.some((option) => option.value === current.value) ? [current, ...options] : options;
