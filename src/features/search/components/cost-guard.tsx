import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { searchQueries } from '../api';
import type { SearchRequest } from '../model';
import { costEstimateOf } from '../../../api/tolerant';
import { Link } from '@tanstack/react-router';
import { formatBytes } from '../../../lib/units';

/**
 * A search over more than a day whose estimate (explain_only) is above the person's threshold, or
 * unknown: what it would read, and a wait for a yes. Below the threshold it runs without a word.
 */
export function CostGuard({
  request,
  askAbove,
  onRun,
}: {
  request: SearchRequest;
  askAbove: number;
  onRun: () => void;
}) {
  const explain = useQuery(searchQueries.search(request));
  if (explain.isPending) return <Loading what="the cost estimate" />;
  if (explain.error)
    return (
      <ErrorPanel
        error={explain.error}
        action="estimate the cost of this search"
        onRetry={() => void explain.refetch()}
      />
    );
  const estimate = costEstimateOf(explain.data.explain) ?? NaN;
  // Below the threshold the page runs the search as it reads the same estimate: never ask meanwhile.
  if (estimate <= askAbove) return <Loading what="the search" />;
  return (
    <div className="card stack" role="region" aria-label="Cost of this search">
      <p style={{ margin: 0 }}>
        {Number.isFinite(estimate) ? (
          <>
            This search reads about <strong>{formatBytes(estimate)}</strong> of logs, more than the{' '}
            {formatBytes(askAbove)} you are asked about (<Link to="/settings">Settings</Link>).
          </>
        ) : (
          <>
            The service gives no estimate of what this search reads: it covers more than a day. You are asked
            about searches over {formatBytes(askAbove)} (<Link to="/settings">Settings</Link>).
          </>
        )}
      </p>
      <div>
        <button type="button" className="button button-primary" onClick={onRun}>
          Run it
        </button>
      </div>
    </div>
  );
}
