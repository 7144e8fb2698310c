import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { usePublishedOnly } from '../../../api/use-identity';
import { Loading } from '../../../components/loading';
import { searchQueries } from '../api';
import styles from './search.module.css';
import { DataTable } from '../../../components/data-table';
import { withKeys } from '../../../lib/keys';
import { formatPercent } from '../../../lib/units';

interface Props {
  /** The search's datasets (`from`, or `from_expr` for every one), query and window. */
  details: ({ from: string[] } | { from_expr: string }) & { where?: string; from_ts: number; to_ts: number };
  /** The events the search matches (the page's count): what a pattern's share is of. */
  matching: number | undefined;
  onFilter: (template: string) => void;
}

/**
 * The shapes of the matching events: variable parts as <*>, most frequent first; a click filters to one.
 * The vendor's patterns request takes only the datasets (`from`, `from_expr`): on its service the
 * console asks for the datasets' patterns, which come without a window or counts, and says so.
 */
export function PatternsView({ details, matching, onFilter }: Props) {
  const datasetsOnly = usePublishedOnly();
  const datasets = 'from' in details ? { from: details.from } : { from_expr: details.from_expr };
  const query = useQuery(searchQueries.patterns(datasetsOnly ? datasets : details));
  if (query.isPending) return <Loading what="patterns" />;
  if (query.error)
    return <ErrorPanel error={query.error} action="find the patterns" onRetry={() => void query.refetch()} />;
  const patterns = query.data.patterns;
  if (!patterns.length)
    return (
      <p className={styles.empty}>
        {datasetsOnly
          ? 'This service has no patterns for these datasets.'
          : 'No events, so no patterns, in this time range.'}
      </p>
    );
  const counted = patterns.some((p) => p.count !== undefined);
  // A share is of every event the search matches (not of the patterns listed, which may be fewer).
  const shares = counted && matching !== undefined && matching > 0;
  return (
    <div className="stack">
      {!counted && (
        <p className="muted" role="note">
          This service lists the patterns of these datasets without a time window or counts; a click filters
          the search to one.
        </p>
      )}
      <DataTable caption={counted ? 'Patterns of the matching events' : 'Patterns of these datasets'}>
        <thead>
          <tr>
            {counted && <th scope="col">Events</th>}
            {shares && <th scope="col">Share of the {matching.toLocaleString('en')} matching events</th>}
            <th scope="col">Pattern</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(patterns, (p) => p.id).map(([p, key]) => (
            <tr key={key}>
              {counted && <td>{p.count !== undefined ? p.count.toLocaleString('en') : '—'}</td>}
              {shares && <td>{p.count !== undefined ? formatPercent(p.count / matching) : '—'}</td>}
              <td>
                <button
                  type="button"
                  className={styles.patternButton}
                  onClick={() => onFilter(p.template)}
                  aria-label={`Show the events of the pattern ${p.template}`}
                >
                  <code>{p.template}</code>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
