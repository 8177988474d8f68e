import { useEffect, useRef } from 'react';
import type { ActionDialogProps } from '../../resources/types';

// Where a stored link may lead: a file host, a site path, the file itself. Anything else is not followed.
const SAFE_LINK = /^(https?:|data:|blob:|\/)/i;

/**
 * 下载 of an attachment: no dialog to read, the file is saved under its original name (a browser
 * honours the name for a data: link or one of this site; a file host's own link opens in a tab).
 * Declared as the action's dialog so it loads with the first download only.
 */
export default function AttachDownload({ rows, onDone }: ActionDialogProps) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = String(rows[0]?.link ?? '');
    if (SAFE_LINK.test(link)) {
      const anchor = document.createElement('a');
      anchor.href = link;
      anchor.download = String(rows[0]?.originalName ?? '');
      if (!link.startsWith('data:')) {
        anchor.target = '_blank';
        anchor.rel = 'noopener noreferrer';
      }
      anchor.click();
    }
    onDone(false);
  }, [rows, onDone]);
  return null;
}
