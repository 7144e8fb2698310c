import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '../../../api/schema.gen';
import { Badge } from '../../../components/badge';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { withKeys } from '../../../lib/keys';
import { formatTimestamp, isTime } from '../../../lib/time';
import { changesOver, logsSearchAt } from '../../../monitor-rules/logs-search';
import type { MonitorRule } from '../../../monitor-rules/types';
import { homeQueries } from '../api';
import styles from './home.module.css';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

type Monitor = components['schemas']['Monitor'];

const ALERTING = ['ALERT', 'WARN'];

/** The monitors in ALERT or WARN, the worst and newest first, each with the logs behind it. */
export function Alerting({ now }: { now: number }) {
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
        <p className="muted">
          No monitor is in ALERT or WARN. <Link to="/changes">What changed in the last 30 minutes</Link>
        </p>
      ) : (
        <ul className="plain-list stack" aria-label="Monitors in ALERT or WARN">
          {withKeys(alerting, (m) => m.id).map(([m, key]) => (
            <li key={key} className={styles.item}>
              <Badge tone={m.status === 'ALERT' ? 'danger' : 'warning'}>{m.status}</Badge>
              <Link to="/monitors/$monitorId" params={{ monitorId: m.id }}>
                <ShownText text={m.name} />
              </Link>
              {m.last_trigger_ts ? (
                <span className="muted">since {formatTimestamp(m.last_trigger_ts, display)}</span>
              ) : null}
              <LogsLink monitor={m} now={now} />
              <ChangesLink monitor={m} now={now} />
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
      aria-label={`Logs behind ${namedText(monitor.name)}`}
    >
      Logs
    </Link>
  );
}

/**
 * What changed since the window that raised the alert, against the same length just before. A
 * monitor listed without its query (the live service's) is named by id: the page reads its rule.
 */
function ChangesLink({ monitor, now }: { monitor: Monitor; now: number }) {
  const span = changesOver(monitor as MonitorRule, {
    // A trigger time the clock cannot read (or one ahead of it) is taken as now.
    from: isTime(monitor.last_trigger_ts) ? Math.min(monitor.last_trigger_ts, now) : now,
    to: now,
  });
  return (
    <Link
      to="/changes"
      search={monitor.queries?.length ? span : { monitor: monitor.id, from: span.from, to: span.to }}
      aria-label={`What changed behind ${namedText(monitor.name)}`}
    >
      What changed
    </Link>
  );
}
