import { Tag } from 'antd';
import { ReadableTag } from './readable-tag';
import { lazy, Suspense, useMemo } from 'react';
import { i18n } from '../providers/i18n';
import type { FieldDef } from '../resources/types';
import { MenuIcon } from '../shell/menu-icon';
import { displayValue, fullText } from './field-display';
import { labelIndex, useFieldOptions } from './use-field-options';

// Sanitized HTML (DOMPurify) loads with the first view of a rich-text field, not with a list.
const RichTextView = lazy(() => import('./rich-text-view'));

type Props = { field: FieldDef; value: unknown; labels?: Map<string, string>; titled?: boolean };

/** Where a stored link may lead: a file host, a site path, the file itself. Anything else (javascript:) stays text. */
const SAFE_LINK = /^(https?:|data:|blob:|\/)/i;

/** A `display: 'link'` value: opened in a new tab, or, a data: URL (which no tab may open), downloaded. */
function FileLink({ href, title }: { href: string; title?: string }) {
  if (!SAFE_LINK.test(href)) return <span title={title}>{href}</span>;
  if (!/^data:/i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" title={title}>
        {href}
      </a>
    );
  // The file's bytes are no caption: its type is.
  const caption = `${href.slice(0, href.indexOf(',') + 1)}…`;
  return (
    <a href={href} download="" title={caption}>
      {caption}
    </a>
  );
}

/**
 * Renders what displayValue says; `labels` given by a table, looked up here otherwise. A table
 * cell is `titled`: it cuts a long value short, and the full value shows on hover.
 */
export function ValueView({ field, value, labels, titled }: Props) {
  const shown = displayValue(field, value, labels);
  if ('empty' in shown) return <span className="value-empty">-</span>;
  if ('pending' in shown)
    return (
      <span className="value-empty" aria-busy="true">
        …
      </span>
    );
  // Cells re-render when the language changes (the columns depend on it), so i18n.t is current.
  if ('meaning' in shown) return <Tag>{i18n.t(shown.meaning)}</Tag>;
  const title = titled ? fullText(shown) : undefined;
  if ('text' in shown && field.type === 'image')
    return <img className="value-image" src={shown.text} alt={i18n.t(field.label)} loading="lazy" />;
  if ('text' in shown && field.type === 'rich-text') {
    // A cell reads the words only (React writes them as text: nothing in them can run).
    const words = shown.text.replace(/<[^>]*>/g, ' ');
    if (titled) return <span title={words}>{words}</span>;
    return (
      <Suspense
        fallback={
          <span className="value-empty" aria-busy="true">
            …
          </span>
        }
      >
        <RichTextView html={shown.text} />
      </Suspense>
    );
  }
  if ('text' in shown && field.display === 'link') return <FileLink href={shown.text} title={title} />;
  if ('text' in shown && field.type === 'icon')
    return (
      <span title={title}>
        <MenuIcon source={shown.text} /> {shown.text}
      </span>
    );
  if ('text' in shown) return <span title={title}>{shown.text}</span>;
  return (
    <span title={title}>
      {shown.tags.map((label, i) => (
        <ReadableTag key={`${i}-${label}`} color={shown.colors?.[i]}>
          {label}
        </ReadableTag>
      ))}
      {shown.more > 0 && <Tag>+{shown.more}</Tag>}
    </span>
  );
}

/** A single value with its field's options looked up (the view dialog). */
export function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { options, loading } = useFieldOptions(field);
  const labels = useMemo(() => (loading ? undefined : labelIndex(options)), [options, loading]);
  return <ValueView field={field} value={value} labels={labels} />;
}
