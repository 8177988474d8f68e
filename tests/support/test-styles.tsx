import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's components as the console draws them, without their CSS-in-JS written into jsdom: each
 * <style> it writes is parsed by jsdom and looked up again before the next one (a tenth of a page
 * test's time). Tests assert text and wire traffic, not layout, and the class names are the same.
 * `mock="server"` is cssinjs's own switch for tests (StyleContextProps). The theme's variables are
 * still written; the container given saves cssinjs a `querySelector('head')` before each of them,
 * which jsdom answers by walking the whole document.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={document.head}>
      {children}
    </StyleProvider>
  );
}
