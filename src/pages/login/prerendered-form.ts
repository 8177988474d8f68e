// The login screen comes drawn in index.html (scripts/login-prerender-html.ts) and main.tsx
// hydrates it. Until the hydrated page has committed, the browser alone serves it: typed text
// stays in the fields (React leaves it there, but the form's values do not have it), and the
// screen's own script holds a submit back (it would reload the page), marking #root with
// `data-submit-pending`, for as long as #root carries `data-prerendered`.

/**
 * Takes the screen over from its script, on the hydrated page's first commit: true when a submit
 * was held back before then.
 */
export function takeOverPrerendered(root = document.getElementById('root')): { heldSubmit: boolean } {
  root?.removeAttribute('data-prerendered');
  const heldSubmit = !!root?.hasAttribute('data-submit-pending');
  root?.removeAttribute('data-submit-pending');
  return { heldSubmit };
}
