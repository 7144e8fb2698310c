import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { searchQueries } from '../api';
import styles from './search.module.css';

type Row = components['schemas']['QueryResult'];

export interface ContextParams {
  from: string;
  timestamp: number;
  sequence: number;
  /** How many events each side; "more" doubles it. */
  span?: number;
}

/** The events around one event, exact by sequence, the event itself highlighted; more either way. */
export function ContextPage({ params, onMore }: { params: ContextParams; onMore: (span: number) => void }) {
  const span = params.span ?? 25;
  const query = useQuery(
    searchQueries.context({
      from: params.from,
      timestamp: params.timestamp,
      sequence: params.sequence,
      direction: 'both',
      limit: span * 2 + 1,
    }),
  );
  return (
    <div className="stack">
      <p>
        <Link
          to="/search"
          search={{
            ds: [params.from],
            from: params.timestamp - 5 * 60_000,
            to: params.timestamp + 5 * 60_000,
          }}
        >
          ← Search around this time
        </Link>
      </p>
      <PageHeader
        title="Event context"
        lead={`${span} events before and after the event, from the same dataset, in order.`}
      />
      {query.isPending && <Loading what="the context" />}
      {query.error && (
        <ErrorPanel error={query.error} action="load the context" onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <>
          <button type="button" className="button" onClick={() => onMore(span * 2)}>
            Show more before and after
          </button>
          <ol className={styles.contextList} aria-label="Events around the chosen one">
            {(query.data.result ?? []).map((row: Row) => {
              const anchor = row.metadata?.sequence === params.sequence;
              return (
                <li
                  key={row['@sequence']}
                  className={anchor ? styles.anchor : undefined}
                  aria-current={anchor ? 'true' : undefined}
                >
                  <time className={styles.time}>{row['@time']}</time>
                  {anchor && <strong> (this event) </strong>}
                  <span className={styles.contextRaw}>{row['@raw']}</span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
