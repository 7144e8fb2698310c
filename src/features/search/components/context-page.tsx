import { useQueries } from '@tanstack/react-query';
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
  /** How many events before and after the chosen one; "more" doubles one side. */
  before?: number;
  after?: number;
}

const DEFAULT_SIDE = 25;

/** The events around one event, exact by sequence, the event itself highlighted; more in either direction. */
export function ContextPage({
  params,
  onMore,
}: {
  params: ContextParams;
  onMore: (side: 'before' | 'after', count: number) => void;
}) {
  const before = params.before ?? DEFAULT_SIDE;
  const after = params.after ?? DEFAULT_SIDE;
  const anchor = { from: params.from, timestamp: params.timestamp, sequence: params.sequence };
  const [older, self, newer] = useQueries({
    queries: [
      searchQueries.context({ ...anchor, direction: 'before', limit: before }),
      searchQueries.context({ ...anchor, direction: 'both', limit: 1 }),
      searchQueries.context({ ...anchor, direction: 'after', limit: after }),
    ],
  });
  const parts = [older, self, newer];
  const failed = parts.find((q) => q?.error);
  const rows: Row[] = parts.flatMap((q) => q?.data?.result ?? []);
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
        lead={`${before} events before and ${after} after the chosen event, from the same dataset, in order.`}
      />
      {failed?.error && (
        <ErrorPanel
          error={failed.error}
          action="load the context"
          onRetry={() => parts.forEach((q) => void q?.refetch())}
        />
      )}
      {parts.some((q) => q?.isPending) ? (
        <Loading what="the context" />
      ) : (
        <>
          <button type="button" className="button" onClick={() => onMore('before', before * 2)}>
            Show {before} more before
          </button>
          <ol className={styles.contextList} aria-label="Events around the chosen one">
            {rows.map((row) => {
              const isAnchor = row.metadata?.sequence === params.sequence;
              return (
                <li
                  key={row['@sequence']}
                  className={isAnchor ? styles.anchor : undefined}
                  aria-current={isAnchor ? 'true' : undefined}
                >
                  <time className={styles.time}>{row['@time']}</time>
                  {isAnchor && <strong> (this event) </strong>}
                  <span className={styles.contextRaw}>{row['@raw']}</span>
                </li>
              );
            })}
          </ol>
          <button type="button" className="button" onClick={() => onMore('after', after * 2)}>
            Show {after} more after
          </button>
        </>
      )}
    </div>
  );
}
