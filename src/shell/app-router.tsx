import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

// BrowserRouter, with one difference: a navigation may ask to render at once. Every other one
// renders as a transition (time-sliced, yielding to clicks and the dropdowns closing around it),
// as BrowserRouter does. The login's landing on home asks: sliced, the console's first frame
// took ~50 ms longer to show.

const history = createBrowserHistory({ window, v5Compat: true });
let atOnce = false;

/** Runs `go` (a navigate call) so that the page it leads to renders at once, not in slices. */
export function navigateAtOnce(go: () => void) {
  atOnce = true;
  try {
    go();
  } finally {
    atOnce = false;
  }
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (atOnce) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
