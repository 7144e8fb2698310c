import { withKeys } from '../../../lib/keys';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { useIdentity } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { personKey, readRecent } from '../../../lib/recent';
import { formatTimestamp } from '../../../lib/time';
import { formatBytes, formatPercent } from '../../../lib/units';
import { logsSearchAt } from '../../../monitor-rules/logs-search';
import type { MonitorRule } from '../../../monitor-rules/types';
import { homeQueries } from '../api';
import { ingestedQuery, todayWindow, usageWindow } from '../../../api/ingestion';
import styles from './home.module.css';
import { EXAMPLE_QUERY } from '../example';

type Monitor = components['schemas']['Monitor'];

/** Where everyone lands: what is alerting, the dashboards they use, what the organisation ingests, a search. */
export function HomePage({ openedAt }: { openedAt: number }) {
  const identity = useIdentity();
  return (
    <div className="stack">
      <PageHeader
        title="Home"
        lead={
          identity?.org_name ? `${identity.display_name} in ${identity.org_name}` : identity?.display_name
        }
      />
      <SearchBox />
      <div className={styles.grid}>
        <Alerting now={openedAt} />
        <RecentDashboards />
        <Ingestion now={openedAt} />
      </div>
    </div>
  );
}

function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      aria-label="Search logs"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        const q = query.trim();
        void navigate({ to: '/search', search: q ? { q } : {} });
      }}
    >
      <input
        className="input"
        aria-label="Search every dataset (a where-expression)"
        placeholder={EXAMPLE_QUERY}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Search logs
      </button>
    </form>
  );
}

const ALERTING = ['ALERT', 'WARN'];

function Alerting({ now }: { now: number }) {
  const display = useDisplaySettings();
  const monitors = useQuery(homeQueries.monitors());
  const alerting = (monitors.data?.monitors ?? [])
    .filter((m) => ALERTING.includes(m.status ?? ''))
    .sort((a, b) =>
      a.status === b.status
        ? (b.last_trigger_ts ?? 0) - (a.last_trigger_ts ?? 0)
        : a.status === 'ALERT'
          ? -1
          : 1,
    );
  return (
    <section aria-labelledby="home-alerting" className={styles.card}>
      <h2 id="home-alerting">Alerting now</h2>
      {monitors.error ? (
        <ErrorPanel
          error={monitors.error}
          action="load the monitors"
          onRetry={() => void monitors.refetch()}
        />
      ) : !monitors.data ? (
        <Loading what="the monitors" />
      ) : alerting.length === 0 ? (
        <p className="muted">No monitor is in ALERT or WARN.</p>
      ) : (
        <ul className="plain-list stack" aria-label="Monitors in ALERT or WARN">
          {withKeys(alerting, (m) => m.id).map(([m, key]) => (
            <li key={key} className={styles.item}>
              <Badge tone={m.status === 'ALERT' ? 'danger' : 'warning'}>{m.status}</Badge>
              <Link to="/monitors/$monitorId" params={{ monitorId: m.id }}>
                {m.name}
              </Link>
              {m.last_trigger_ts ? (
                <span className="muted">since {formatTimestamp(m.last_trigger_ts, display)}</span>
              ) : null}
              <LogsLink monitor={m} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The events behind a monitor's last trigger; none when its rule cannot be read (a vendor metric). */
function LogsLink({ monitor, now }: { monitor: Monitor; now: number }) {
  if (!monitor.queries?.length) return null;
  return (
    <Link
      to="/search"
      search={logsSearchAt(monitor as MonitorRule, monitor.last_trigger_ts ?? now, now)}
      aria-label={`Logs behind ${monitor.name}`}
    >
      Logs
    </Link>
  );
}

function RecentDashboards() {
  const person = personKey(useIdentity());
  const [recent] = useState(() => readRecent<{ id: string; name: string }>('dashboards', person));
  const dashboards = useQuery({ ...homeQueries.dashboards(), enabled: recent.length > 0 });
  // Names as the service has them now; a dashboard deleted since is left out.
  const current = new Map((dashboards.data?.dashboards ?? []).map((d) => [d.id, d.name]));
  const shown = dashboards.data ? recent.filter((d) => current.has(d.id)) : recent;
  return (
    <section aria-labelledby="home-dashboards" className={styles.card}>
      <h2 id="home-dashboards">Recently opened dashboards</h2>
      {shown.length === 0 ? (
        <p className="muted">
          The dashboards you open are listed here. <Link to="/dashboards">All dashboards</Link>
        </p>
      ) : (
        <ul className="plain-list stack" aria-label="Recently opened dashboards">
          {withKeys(shown, (d) => d.id).map(([d, key]) => (
            <li key={key}>
              <Link to="/dashboards/$dashboardId" params={{ dashboardId: d.id }}>
                {current.get(d.id) ?? d.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const sum = (answer: { groups_series?: { value?: number }[] } | undefined) =>
  (answer?.groups_series ?? []).reduce((total, g) => total + (g.value ?? 0), 0);

function Ingestion({ now }: { now: number }) {
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
