import type { ReactNode } from 'react';
import { PageErrorBoundary } from './error-boundary';

/**
 * The boundary each kept-alive tab page renders in (the layout's `PageBoundary`): a stable
 * function component with a required resetKey, so it can be handed over as a component type.
 */
export function TabPageBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return <PageErrorBoundary resetKey={resetKey}>{children}</PageErrorBoundary>;
}
