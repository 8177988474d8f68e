import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { useStorageHosts } from './use-storage-hosts';
import './rich-text-view.css';

/**
 * Stored rich text, read-only, as its writer formatted it; always sanitized first (sanitize-html.ts),
 * so nothing in it runs and no picture loads from outside the console's origin and its storage
 * hosts (until those are known, from the origin alone). Its own chunk: DOMPurify loads with the
 * first view that shows such text.
 */
export default function RichTextView({ html }: { html: string }) {
  const hosts = useStorageHosts();
  const key = (hosts ?? []).join(' ');
  const safe = useMemo(() => sanitizeHtml(html, key ? key.split(' ') : []), [html, key]);
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: safe }} />;
}
