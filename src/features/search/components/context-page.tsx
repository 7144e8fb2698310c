import { useQueries, useQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../../api/datasets';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { components } from '../../../api/schema.gen';
import { Badge } from '../../../components/badge';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { isoTime } from '../../../lib/time';
import { formatEventTime } from '../../../lib/clock';
import { contextQueries } from '../api';
import { DEFAULT_SIDE, type ContextParams } from '../url';
import { levelOf, levelTone } from '../levels';
import styles from './search.module.css';
import { withKeys } from '../../../lib/keys';
import { exactText } from '../../../api/exact-json';
import { ExplainButton } from '../../../components/assistant/explain-button';

type Row = components['schemas']['QueryResult'];

/**
 * The events around one event, exact by sequence, in order: the page opens scrolled to the chosen
 * event, marked in its row; more in either direction. Times in the person's zone, each with its level.
 */
export function ContextPage({
  params,
  onMore,
}: {
  params: ContextParams;
  onMore: (side: 'before' | 'after', count: number) => void;
}) {
  const display = useDisplaySettings();
  const before = params.before ?? DEFAULT_SIDE;
  const after = params.after ?? DEFAULT_SIDE;
  const [older, self, newer] = useQueries({ queries: contextQueries(params) });
  const datasets = useQuery(datasetQueries.logs());
  const dataset = datasets.data?.logs?.find((l) => l.log_id === params.from);
  const datasetName = dataset ? `${dataset.collection}/${dataset.dataset}` : 'the same dataset';
  const parts = [older, self, newer];
  const failed = parts.find((q) => q?.error);
  const loading = parts.some((q) => q?.isPending);
  const rows: Row[] = parts.flatMap((q) => q?.data?.result ?? []);

  // Once, when the events arrive: the chosen one in the middle of the screen. More before or after
  // keeps it where it is (the browser anchors the scroll on what is in view).
  const chosen = useRef<HTMLLIElement>(null);
  const scrolled = useRef(false);
  const router = useRouter();
  useEffect(() => {
    if (loading || scrolled.current || !chosen.current) return;
    scrolled.current = true;
    const centre = () => chosen.current?.scrollIntoView({ block: 'center' });
    centre();
    // The router puts a page it opened at the top once it has rendered, which can come after this
    // (the events were there at once, asked for by the route): centre again then, for this page only.
    const href = router.state.location.href;
    const unsubscribe = router.subscribe('onRendered', ({ toLocation }) => {
      unsubscribe();
      if (toLocation.href === href) centre();
    });
    return unsubscribe;
  }, [loading, router]);

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
        lead={`${before} events before and ${after} after the chosen event, from ${datasetName}, in order.`}
      />
      <ExplainAnchor rows={rows} params={params} />
      {failed?.error && (
        <ErrorPanel
          error={failed.error}
          action="load the context"
          onRetry={() => parts.forEach((q) => void q?.refetch())}
        />
      )}
      {loading ? (
        <Loading what="the context" />
      ) : (
        <>
          <button type="button" className="button" onClick={() => onMore('before', before * 2)}>
            Show {before} more before
          </button>
          <ol className={styles.contextList} aria-label="Events around the chosen one">
            {withKeys(rows, (row) => row['@sequence']).map(([row, key]) => {
              // Sequences are unique within a millisecond, and compared as their exact digits.
              const isAnchor =
                row.metadata?.timestamp === params.timestamp &&
                exactText(row.metadata.sequence) === params.sequence;
              const level = levelOf(
                row as Record<string, unknown>,
                row.metadata?.selectedKeys,
                row.metadata?.unselectedKeys,
              );
              return (
                <li
                  key={key}
                  ref={isAnchor ? chosen : undefined}
                  className={isAnchor ? styles.anchor : undefined}
                  aria-current={isAnchor ? 'true' : undefined}
                >
                  {row.metadata?.timestamp !== undefined ? (
                    <time className={styles.time} dateTime={isoTime(row.metadata.timestamp)}>
                      {formatEventTime(row.metadata.timestamp, display)}
                    </time>
                  ) : (
                    <span className={styles.time}>{row['@time']}</span>
                  )}
                  {level !== undefined ? (
                    <Badge tone={levelTone(level)}>{level}</Badge>
                  ) : (
                    <span className="muted" title="The service gives no level for the events of a context">
                      —<span className="visually-hidden">no level given</span>
                    </span>
                  )}
                  {isAnchor && <span className="visually-hidden">(this event)</span>}
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

/** The service's report on the chosen event, offered when it is an error or a warning (or its level is not given). */
function ExplainAnchor({ rows, params }: { rows: Row[]; params: ContextParams }) {
  const anchor = rows.find(
    (row) =>
      row.metadata?.timestamp === params.timestamp && exactText(row.metadata.sequence) === params.sequence,
  );
  if (!anchor) return null;
  const level = levelOf(
    anchor as Record<string, unknown>,
    anchor.metadata?.selectedKeys,
    anchor.metadata?.unselectedKeys,
  );
  if (level !== undefined && level !== 'error' && level !== 'warn') return null;
  return (
    <ExplainButton
      event={{ logId: params.from, timestamp: params.timestamp, sequence: params.sequence, level }}
      open={params.explain === 'yes'}
    />
  );
}
