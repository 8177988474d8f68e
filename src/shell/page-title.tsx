import type { ReactNode } from 'react';

/**
 * A screen's one heading, in the card's title or above the page: where focus lands after a move
 * to the page (land-on-page.ts), hence reachable by script (tabIndex -1) but not a Tab stop.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={className ? `page-title ${className}` : 'page-title'} tabIndex={-1}>
      {children}
    </h1>
  );
}
