import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { searchQueries } from '../api';
import styles from './search.module.css';
import { DataTable } from '../../../components/data-table';
import { withKeys } from '../../../lib/keys';

interface Props {
  details: { from: string[]; where?: string; from_ts: number; to_ts: number };
  onFilter: (template: string) => void;
}

/** The shapes of the matching events: variable parts as <*>, most frequent first; a click filters to one. */
export function PatternsView({ details, onFilter }: Props) {
  const query = useQuery(searchQueries.patterns(details));
  if (query.isPending) return <Loading what="patterns" />;
  if (query.error)
    return <ErrorPanel error={query.error} action="find the patterns" onRetry={() => void query.refetch()} />;
  const patterns = query.data.patterns;
  if (!patterns.length) return <p className={styles.empty}>No events, so no patterns, in this time range.</p>;
  const total = patterns.reduce((n, p) => n + (p.count ?? 0), 0);
  return (
    <DataTable caption="Patterns of the matching events">
      <thead>
        <tr>
          <th scope="col">Events</th>
          <th scope="col">Share</th>
          <th scope="col">Pattern</th>
        </tr>
      </thead>
      <tbody>
        {withKeys(patterns, (p) => p.id).map(([p, key]) => (
          <tr key={key}>
            <td>{(p.count ?? 0).toLocaleString('en')}</td>
            <td>{total ? `${(((p.count ?? 0) / total) * 100).toFixed(1)}%` : '—'}</td>
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
  );
}
