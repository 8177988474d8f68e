import createDOMPurify from 'dompurify';
import { pictureSourceAllowed } from './picture-sources';

// Stored rich text (a notice's content) is data from the server, never trusted: whoever wrote it,
// or whatever wrote into the database, may have left a script in it. Everything that shows such
// HTML passes it through here first. DOMPurify drops scripts, event handler attributes (onerror,
// onclick, ...) and javascript: URLs; on top of that, nothing that could take over the console's
// look or ask for input survives: no <style>, no forms, inline styles only for colour and
// alignment (no position: fixed overlay), classes only the editor's own (ql-align-center, ...).
// Nor does anything load from an outside address (picture-sources.ts): a picture must come from
// the console's origin or a storage host, media elements likewise, and the attributes that load
// a URL beside `src` (srcset, background, poster), which the editor never writes, go.

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
/** Elements whose `src` loads something as the text shows: kept only from an allowed source. */
const LOADING = 'img, video, audio, source, track';
const LOADING_ATTRIBUTES = ['srcset', 'background', 'poster'];
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
]);
const EDITOR_CLASS = /^ql-[a-z0-9-]+$/;

/** The declarations of an inline style that only colour or align text; nothing that loads a URL. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const [property, ...rest] = declaration.split(':');
      const value = rest.join(':').toLowerCase();
      return (
        STYLE_PROPERTIES.has(property.trim().toLowerCase()) &&
        value !== '' &&
        !/url\(|expression|javascript:|@import/.test(value)
      );
    })
    .join('; ');
}

// An instance of its own: these hooks do not change DOMPurify for anyone else.
const purifier = createDOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') data.attrValue = safeStyle(data.attrValue);
  if (data.attrName === 'class')
    data.attrValue = data.attrValue
      .split(/\s+/)
      .filter((name) => EDITOR_CLASS.test(name))
      .join(' ');
  if (data.attrName === 'style' || data.attrName === 'class') data.keepAttr = data.attrValue !== '';
});

// A link in a notice leaves the console in a tab of its own, and cannot reach back (window.opener).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * `html` with nothing left in it that could run or take over the page, nor load from outside the
 * console's origin and `storageHosts` (the tenant's storage hosts; none given: the origin alone);
 * `removedPictures` counts the pictures (and media) dropped for their address.
 */
export function sanitizeRichText(
  html: string,
  storageHosts: readonly string[] = [],
): { html: string; removedPictures: number } {
  const body = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    ADD_ATTR: ['target'],
    RETURN_DOM: true,
  }) as HTMLElement;
  // A link whose target was taken out (javascript:) would look clickable and do nothing: its words stay, as text.
  body.querySelectorAll('a:not([href])').forEach((link) => link.replaceWith(...link.childNodes));
  let removedPictures = 0;
  body.querySelectorAll(LOADING).forEach((element) => {
    const src = element.getAttribute('src');
    if (src === null || pictureSourceAllowed(src, storageHosts, window.location.origin)) return;
    element.remove();
    removedPictures += 1;
  });
  const loading = LOADING_ATTRIBUTES.map((name) => `[${name}]`).join(', ');
  body
    .querySelectorAll(loading)
    .forEach((element) => LOADING_ATTRIBUTES.forEach((name) => element.removeAttribute(name)));
  return { html: body.innerHTML, removedPictures };
}

/** `html` with nothing left in it that could run, take over the page or load from outside (see sanitizeRichText). */
export const sanitizeHtml = (html: string, storageHosts: readonly string[] = []): string =>
  sanitizeRichText(html, storageHosts).html;
