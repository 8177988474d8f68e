import { useLayoutEffect } from 'react';

/**
 * Publishes the picked primary colour as `--primary` on the document root. antd's components take
 * it from the colorPrimary token; our own CSS (progress bar, spinner, palette, theme swatches)
 * reads this variable, and on the root it also reaches what antd portals out of the console
 * frame (popovers, the palette) and the pages outside it (login, lock, errors).
 */
export function usePrimaryColorVariable(color: string) {
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--primary', color);
  }, [color]);
}
