import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNow } from '../../components/use-now';
import styles from './shell.module.css';

/** A query as a person can tell it: the API call it makes ("GET /monitors"). */
function callOf(key: QueryKey): string {
  const [method, path] = key;
  if (typeof method === 'string' && typeof path === 'string' && path.startsWith('/'))
    return `${method.toUpperCase()} ${path}`;
  return key.filter((part) => typeof part === 'string').join(' ');
}

/**
 * Says the service is slow while any question has waited `slowMs` or more: which calls, for how long,
 * and a way to stop waiting for them (each then shows "Stopped" with a way to try again).
 */
export default function SlowServiceNotice({
  starts,
  slowMs,
}: {
  starts: Map<string, number>;
  slowMs: number;
}) {
  const queryClient = useQueryClient();
  const now = useNow(true);
  // Drawn again the moment a question is answered or stopped, not on the next second.
  const fetching = useIsFetching();
  const cache = queryClient.getQueryCache();
  const waiting = [...starts]
    .filter(([, at]) => now - at >= slowMs)
    .flatMap(([hash, at]) => {
      const query = cache.get(hash);
      return query?.state.fetchStatus === 'fetching' ? [{ query, at }] : [];
    });
  if (!fetching || !waiting.length) return null;
  const calls = [...new Set(waiting.map(({ query }) => callOf(query.queryKey)))];
  const longest = Math.round((now - Math.min(...waiting.map(({ at }) => at))) / 1000);
  const stop = () => {
    const slow = new Set(waiting.map(({ query }) => query));
    void queryClient.cancelQueries({ predicate: (query) => slow.has(query) }, { revert: false });
  };
  return (
    <div className={styles.slowNotice}>
      <p role="status">
        The service is slow to answer. Still waiting for {calls.slice(0, 3).join(', ')}
        {calls.length > 3 ? ` and ${calls.length - 3} more` : ''}.
      </p>
      <p className="muted">Waiting {longest} s so far; the console gives up after 30 s.</p>
      <div className="row">
        <button type="button" className="button" onClick={stop}>
          Stop waiting
        </button>
      </div>
    </div>
  );
}
