import { useEffect } from 'react';
import { progress } from './route-progress';

/** Suspense fallback: a CSS spinner (no antd in the first bundle for it), and the top progress bar. */
export function PageLoading() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="page-spinner" />
    </div>
  );
}
