import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPanel } from '../components/error-panel';

/** A page failed to load: the error in full, and a retry that refetches. The shell stays. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  useEffect(() => resetQueries(), [resetQueries]);
  return (
    <ErrorPanel
      error={error}
      action="load this page"
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** The last line of defence: something broke outside any page. */
export function GlobalError({ error }: ErrorComponentProps) {
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', padding: 16 }}>
      <h1>Something went wrong</h1>
      <ErrorPanel error={error} action="show the console" onRetry={() => window.location.reload()} />
    </main>
  );
}

export function NotFoundPage() {
  return (
    <div className="stack" style={{ padding: 24 }}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </div>
  );
}
