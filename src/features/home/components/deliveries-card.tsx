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
import { DAY, formatTimestamp, MINUTE } from '../../../lib/time';
import { homeQueries } from '../api';
import styles from './home.module.css';

const FIVE_MINUTES = 5 * MINUTE;

/**
 * Destinations the monitors could not reach in the last day, and why: a channel or webhook that fails
 * is an outage nobody hears about. Says nothing while every delivery arrives.
 */
export function FailingDeliveries({ now }: { now: number }) {
  const display = useDisplaySettings();
  const monitors = useQuery(homeQueries.monitors());
  // Integrations are what fails to deliver (an address is the service's own to reach): their monitors
  // only, over a day ending on a whole five minutes, so a return to Home within them asks nothing again
  // (each answer is the service replaying a monitor's day, and the live service allows 100 requests in 5 minutes).
  const watched = notifiedMonitors(
    (monitors.data?.monitors ?? []).filter((m) => m.actions?.some((a) => a.type === 'INTEGRATION')),
  );
  const to = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES;
  const span = { from_ts: to - DAY, to_ts: to };
  const answers = useQueries({
    queries: watched.map((m) => ({ ...notificationsQuery(m.id, span), staleTime: FIVE_MINUTES })),
  });
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
