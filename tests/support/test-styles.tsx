import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's components as the console draws them, without their CSS-in-JS written into jsdom: each
 * <style> it writes is parsed by jsdom and looked up again before the next one (a tenth of a page
 * test's time). Tests assert text and wire traffic, not layout, and the class names are the same.
 * `mock="server"` is cssinjs's own switch for tests (StyleContextProps).
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}
