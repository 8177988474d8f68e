import { Spin } from 'antd';
import { useEffect } from 'react';
import { progress } from './route-progress';

/** Suspense fallback: a spinner, and the top progress bar while it shows. */
export function PageLoading() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  );
}
