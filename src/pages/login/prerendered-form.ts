// The login screen comes drawn in index.html (scripts/login-prerender-html.ts) and main.tsx
// hydrates it. Until the hydrated page has committed, the browser alone serves it: typed text
// stays in the fields (React leaves it there, but the form's values do not have it), and the
// screen's own script holds a submit back (it would reload the page), marking #root with
// `data-submit-pending`, for as long as #root carries `data-prerendered`.

/**
 * Takes the screen over from its script, on the hydrated page's first commit: whether the page was
 * drawn in index.html, and whether a submit was held back before then. The screen's copy of antd's
 * theme variables goes too: antd's own are in by now (its insertion effects run first), and a look
 * picked later must not be overridden by the default one.
 */
export function takeOverPrerendered(root = document.getElementById('root')): {
  prerendered: boolean;
  heldSubmit: boolean;
} {
  const prerendered = !!root?.hasAttribute('data-prerendered');
  const heldSubmit = !!root?.hasAttribute('data-submit-pending');
  root?.removeAttribute('data-prerendered');
  root?.removeAttribute('data-submit-pending');
  document.querySelector('style[data-login-screen]')?.remove();
  return { prerendered, heldSubmit };
}
