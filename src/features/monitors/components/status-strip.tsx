import { withKeys } from '../../../lib/keys';
import { useQuery } from '@tanstack/react-query';
import { useRateLimit } from '../../../api/rate-limit';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useSeen } from '../../../components/use-seen';
import { DAY } from '../../../lib/time';
import { statusLabel, type Monitor } from '../model';
import { monitorQueries } from '../queries';
import { bandsOf, spellsInWords } from './status-timeline';
import styles from './monitors.module.css';
import { namedText } from '../../../lib/visible-text';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A monitor's last 24 hours in one line: its overall status over time, read from its status changes.
 * Asked for only once its row is in view, and kept five minutes: a list of fifty monitors must not
 * spend fifty requests of the live service's hundred per five minutes at once.
 */
export function StatusStrip({
  monitor,
  now,
}: {
  monitor: Pick<Monitor, 'id' | 'name' | 'status'>;
  now: number;
}) {
  const display = useDisplaySettings();
  const [ref, seen] = useSeen<HTMLSpanElement>('0px');
  // One window per five minutes, so every strip and its cache agree.
  const to = Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES;
  const from = to - DAY;
  // With under a quarter of the rate-limit window left, the strips wait: the pages a person opens come
  // first. Subscribed, so a strip that waited asks once the window has refilled.
  const rate = useRateLimit();
  const spare = rate.limit === null || rate.remaining === null || rate.remaining > rate.limit / 4;
  const events = useQuery({
    ...monitorQueries.events(monitor.id, { from_ts: from, to_ts: to }),
    enabled: seen && spare,
    staleTime: FIVE_MINUTES,
  });
  const changes = [...(events.data?.monitor_events ?? [])].sort((a, b) => a.time - b.time);
  // Before its first change in the window, a monitor was in the state that change left.
  const start = changes[0]?.previous_status ?? changes[0]?.monitor_status ?? monitor.status ?? 'OK';
  const bands = events.data
    ? bandsOf(
        [{ time: from, status: start }, ...changes.map((c) => ({ time: c.time, status: c.monitor_status }))],
        from,
        to,
      )
    : [];
  const words = !events.data
    ? events.error
      ? 'could not be read'
      : spare
        ? 'loading'
        : 'not asked for while few requests are left in the rate-limit window'
    : spellsInWords(bands, display) || `${statusLabel(start)} throughout`;
  const pct = (t: number) => `${(((t - from) / DAY) * 100).toFixed(3)}%`;
  return (
    <span
      ref={ref}
      className={styles.strip}
      role="img"
      aria-label={`${namedText(monitor.name)}, last 24 hours: ${words}`}
      title={`Last 24 hours: ${words}`}
      data-loaded={events.data ? '' : undefined}
    >
      {withKeys(bands, (b) => b.from).map(([b, key]) => (
        <span
          key={key}
          className={styles.band}
          data-status={b.status}
          style={{ left: pct(b.from), width: pct(from + (b.to - b.from)) }}
        />
      ))}
    </span>
  );
}
