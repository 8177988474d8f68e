/**
 * A log's request data as a person reads it: a JSON body indented, a query string one
 * `key = value` a line (decoded), anything else as it came.
 */
export function prettyParams(params: string): string {
  const text = params.trim();
  if (/^[{[]/.test(text)) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      return params;
    }
  }
  if (/^[^=&\s]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/.test(text)) {
    return text
      .split('&')
      .map((pair) => {
        const cut = pair.indexOf('=');
        return `${decode(pair.slice(0, cut))} = ${decode(pair.slice(cut + 1))}`;
      })
      .join('\n');
  }
  return params;
}

/** Form encoding: `+` is a space; a broken escape stays as written. */
function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
