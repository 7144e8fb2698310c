import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { searchQueries } from '../api';
import type { SearchRequest } from '../model';
import { costEstimateOf } from '../../../api/tolerant';

const bytes = (n: number) => {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
};

/** A search over more than a day shows what it would read (explain_only) and waits for a yes. */
export function CostGuard({ request, onRun }: { request: SearchRequest; onRun: () => void }) {
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
  return (
    <div className="card stack" role="region" aria-label="Cost of this search">
      <p style={{ margin: 0 }}>
        This search covers more than a day and reads about{' '}
        <strong>{Number.isFinite(estimate) ? bytes(estimate) : 'an unknown amount'}</strong> of logs.
      </p>
      <div>
        <button type="button" className="button button-primary" onClick={onRun}>
          Run it
        </button>
      </div>
    </div>
  );
}
