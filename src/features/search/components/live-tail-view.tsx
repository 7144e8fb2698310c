import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../../api/errors';
import {
  DOCUMENTED_LIMIT,
  KEY_SHARES,
  KEY_WINDOW_SECONDS,
  rateLimitStore,
  useRateLimit,
} from '../../../api/rate-limit';
import { ErrorPanel } from '../../../components/error-panel';
import { readLiveTail, startLiveTail } from '../api';
import { appendBounded } from '../event-rows';
import type { SearchEvent } from '../model';
import { EventList } from './event-list';
import styles from './search.module.css';

/** The newest events kept on screen; older ones fall off. */
const LIVE_BUFFER = 1000;
/** A followed tail never asks more often; when the rate limit runs low, this often. */
const FASTEST_MS = 5_000;
const SLOW_INTERVAL_MS = 30_000;
const NO_EVENTS: SearchEvent[] = [];

/**
 * How often a followed tail asks: within its quarter of the key's requests (KEY_SHARES), so a tail and
 * an auto-refreshing dashboard fit the key together. On the live service (100 per 5 minutes) every 12 s.
 */
const tailInterval = (limit: number | null) =>
  Math.max(FASTEST_MS, (KEY_WINDOW_SECONDS * 1000) / ((limit ?? DOCUMENTED_LIMIT) * KEY_SHARES.liveTail));

/**
 * Follows new events as they arrive. Pausing stops the requests; the buffer is bounded; it slows down
 * when few requests are left in the rate-limit window and waits out a 429, so it never breaks the limit.
 */
export function LiveTailView({
  from,
  where,
  onFilter,
}: {
  from: string[];
  where?: string;
  onFilter: (key: string, value: string | number | boolean, exclude?: boolean) => void;
}) {
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<string | undefined>();
  const limits = useRateLimit();
  const low = limits.limit !== null && limits.remaining !== null && limits.remaining < limits.limit * 0.1;
  const every = tailInterval(limits.limit);
  // The job and the events on screen belong to one search: another search starts from an empty buffer
  // as it renders. (A reset run later, on a timer, could land after the new job's first events.)
  const jobKey = JSON.stringify({ from, where });
  const job = useRef<{ jobKey: string; id: string } | null>(null);
  const [buffer, setBuffer] = useState<{ jobKey: string; events: SearchEvent[] }>({ jobKey, events: [] });
  const events = buffer.jobKey === jobKey ? buffer.events : NO_EVENTS;

  useEffect(() => {
    if (paused) return;
    let cancelled = false;
    let timer: number | undefined;
    const tick = async () => {
      try {
        const blockedUntil = rateLimitStore.blockedUntil();
        if (blockedUntil === null) {
          if (job.current?.jobKey !== jobKey) {
            const id = await startLiveTail({ from, ...(where ? { where } : {}) });
            if (cancelled) return;
            job.current = { jobKey, id };
          }
          const arrived = await readLiveTail(job.current.id, LIVE_BUFFER);
          if (!cancelled && arrived.length)
            setBuffer((kept) => ({
              jobKey,
              events: appendBounded(kept.jobKey === jobKey ? kept.events : [], arrived, LIVE_BUFFER),
            }));
          if (!cancelled) setError(null);
        }
      } catch (e) {
        if (toApiError(e).status === 404) job.current = null; // the job expired; a new one starts
        if (!cancelled) setError(e);
      }
      if (!cancelled) {
        const wait = rateLimitStore.blockedUntil();
        timer = window.setTimeout(
          () => void tick(),
          wait !== null ? wait - Date.now() + 100 : low ? SLOW_INTERVAL_MS : every,
        );
      }
    };
    void tick();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [paused, jobKey, from, where, low, every]);

  return (
    <div className="stack">
      <div className="row">
        <button type="button" className="button" aria-pressed={!paused} onClick={() => setPaused(!paused)}>
          {paused ? 'Resume' : 'Pause'}
        </button>
        <span className={styles.liveStatus} role="status">
          {paused
            ? 'Paused.'
            : low
              ? 'Following slowly: few requests left in this rate-limit window.'
              : `Following new events… (every ${Math.round(every / 1000)} s: a quarter of the key's requests at most)`}{' '}
          Showing the newest {events.length.toLocaleString('en')} (at most {LIVE_BUFFER.toLocaleString('en')}
          ).
        </span>
      </div>
      {error !== null && <ErrorPanel error={error} action="follow new events" />}
      <EventList
        events={events}
        query={where}
        {...(selected !== undefined ? { selected } : {})}
        onSelect={setSelected}
        onFilter={onFilter}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => undefined}
        linkSearch={() => ({})}
        emptyText={paused ? 'Paused; resume to follow new events.' : 'Waiting for new events…'}
      />
    </div>
  );
}
