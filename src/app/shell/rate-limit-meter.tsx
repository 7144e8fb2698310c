import { useRateLimit } from '../../api/rate-limit';
import { useNow } from '../../components/use-now';
import styles from './shell.module.css';

/** The service's rate limit as the last response told it; a countdown while requests are held back. */
export function RateLimitMeter() {
  const state = useRateLimit();
  const blocked = state.blockedUntil !== null;
  const now = useNow(blocked || state.resetAt !== null, 1000, state.resetAt);
  if (state.limit === null || state.remaining === null) return null;
  const secondsLeft = (at: number | null) => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));
  const waiting = blocked && secondsLeft(state.blockedUntil) > 0;
  const low = state.remaining / state.limit < 0.2;
  return (
    <div
      className={styles.meter}
      data-state={waiting ? 'blocked' : low ? 'low' : 'ok'}
      role="status"
      aria-live="polite"
    >
      {waiting ? (
        <span>Rate limit reached: sending resumes in {secondsLeft(state.blockedUntil)} s</span>
      ) : (
        <>
          <meter
            min={0}
            max={state.limit}
            value={state.remaining}
            aria-label="Requests left in this rate-limit window"
          />
          <span
            title={
              state.resetAt !== null ? `The window resets in ${secondsLeft(state.resetAt)} s` : undefined
            }
          >
            {state.remaining}/{state.limit}
            <span className="visually-hidden"> requests left</span>
          </span>
        </>
      )}
    </div>
  );
}
