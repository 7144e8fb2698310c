import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  deliveryKind,
  failingDestinations,
  notificationsQuery,
  notifiedMonitors,
} from '../../../api/deliveries';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { DAY, formatTimestamp } from '../../../lib/time';
import { homeQueries } from '../api';
import styles from './home.module.css';

/**
 * Destinations the monitors could not reach in the last day, and why: a channel or webhook that fails
 * is an outage nobody hears about. Says nothing while every delivery arrives.
 */
export function FailingDeliveries({ now }: { now: number }) {
  const display = useDisplaySettings();
  const monitors = useQuery(homeQueries.monitors());
  const watched = notifiedMonitors((monitors.data?.monitors ?? []).filter((m) => m.actions?.length));
  const span = { from_ts: now - DAY, to_ts: now };
  const answers = useQueries({ queries: watched.map((m) => notificationsQuery(m.id, span)) });
  const failing = failingDestinations(
    watched.flatMap((m, i) => {
      const data = answers[i]?.data;
      return data ? [{ monitorId: m.id, notifications: data.monitor_notifications }] : [];
    }),
  );
  if (!failing.length) return null;
  return (
    <section aria-labelledby="home-deliveries" className={styles.card}>
      <h2 id="home-deliveries">Deliveries failing</h2>
      <ul className="plain-list stack" aria-labelledby="home-deliveries">
        {failing.map((f) => (
          <li key={f.destination} className={styles.item}>
            <span>
              {deliveryKind(f.type)} <ShownText text={f.destination} />: {f.failures.toLocaleString('en')}{' '}
              failed in the last day, last at {formatTimestamp(f.last, display)}
              {f.reason ? (
                <>
                  {' '}
                  — <ShownText text={f.reason} />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/monitors/notifications" search={{ status: 'FAILED' }}>
        Every failed notification
      </Link>
    </section>
  );
}
