import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import './rich-text-view.css';

/**
 * Stored rich text, read-only, as its writer formatted it; always sanitized first (sanitize-html.ts),
 * so nothing in it runs. Its own chunk: DOMPurify loads with the first view that shows such text.
 */
export default function RichTextView({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: safe }} />;
}
