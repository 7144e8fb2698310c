import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

const SlowServiceNotice = lazy(() => import('./slow-service-notice'));

/** A question to the service unanswered this long is said to be slow. */
const SLOW_MS = 4000;

/**
 * Watches the questions pages ask the service (queries): one unanswered after SLOW_MS brings the
 * notice, loaded then, that says what is waiting and for how long, and offers to stop waiting.
 * `starts` holds when each query now fetching began to.
 */
export function SlowServiceWatch() {
  const queryClient = useQueryClient();
  const [starts] = useState(() => new Map<string, number>());
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const seen = (hash: string, fetching: boolean) => {
      if (!fetching) return void starts.delete(hash);
      if (starts.has(hash)) return;
      starts.set(hash, Date.now());
      setTimeout(() => starts.has(hash) && setSlow(true), SLOW_MS);
    };
    for (const query of cache.getAll()) seen(query.queryHash, query.state.fetchStatus === 'fetching');
    return cache.subscribe(({ query }) => seen(query.queryHash, query.state.fetchStatus === 'fetching'));
  }, [queryClient, starts]);
  if (!slow) return null;
  return (
    <Suspense fallback={null}>
      <SlowServiceNotice starts={starts} slowMs={SLOW_MS} />
    </Suspense>
  );
}
