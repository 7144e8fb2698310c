import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ingestedQuery, todayWindow, usageWindow } from '../../../api/ingestion';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { formatBytes, formatPercent } from '../../../lib/units';
import { numberOf } from '../../../api/tolerant';
import { homeQueries } from '../api';
import styles from './home.module.css';

// A usage figure may come as text from the live service: read as a number, never joined as text.
const sum = (answer: { groups_series?: { value?: number | string }[] } | undefined) =>
  (answer?.groups_series ?? []).reduce((total, g) => total + numberOf(g.value), 0);

/** What the organisation ingested today and this month, against its monthly limit. */
export function Ingestion({ now }: { now: number }) {
  const today = useQuery(ingestedQuery(todayWindow(now)));
  const month = useQuery(ingestedQuery(usageWindow(now)));
  const limits = useQuery(homeQueries.limits());
  const limit = limits.data?.limits.find(
    (l) => l.category === 'INGESTION_LIMITS' && l.target === 'ORGANISATION' && l.unit === 'BYTES',
  );
  const used = sum(month.data);
  const ratio = limit && limit.value > 0 ? used / limit.value : undefined;
  return (
    <section aria-labelledby="home-ingestion" className={styles.card}>
      <h2 id="home-ingestion">Ingestion</h2>
      {today.error ? (
        <ErrorPanel
          error={today.error}
          action="load today's ingestion"
          onRetry={() => void today.refetch()}
        />
      ) : !today.data ? (
        <Loading what="today's ingestion" />
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>Today (UTC)</dt>
            <dd>{formatBytes(sum(today.data))}</dd>
          </div>
          {month.data && (
            <div>
              <dt>This month</dt>
              <dd>
                {formatBytes(used)}
                {limit ? ` of ${formatBytes(limit.value)}` : ''}
              </dd>
            </div>
          )}
        </dl>
      )}
      {ratio !== undefined && (
        <>
          <meter
            className={styles.meter}
            min={0}
            max={1}
            low={0.8}
            high={0.99}
            optimum={0}
            value={Math.min(ratio, 1)}
            aria-label="This month's ingestion against the organisation's limit"
          />
          <p className="muted">
            {formatPercent(ratio)} of the organisation&apos;s monthly limit. <Link to="/limits">Limits</Link>{' '}
            · <Link to="/usage">Usage</Link>
          </p>
        </>
      )}
      {limits.data && !limit && (
        <p className="muted">
          The organisation has no monthly ingestion limit. <Link to="/limits">Limits</Link>
        </p>
      )}
      {limits.error ? <p className="muted">The limits could not be read with this sign-in.</p> : null}
    </section>
  );
}
