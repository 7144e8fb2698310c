import { Icon } from './icon';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { toApiError } from '../api/errors';
import { rankOf, waitForWindow } from '../api/rate-limit-queue';
import { CopyButton } from './copy-button';
import styles from './error-panel.module.css';
import { useNow } from './use-now';
import { ShownText } from './shown-text';

// Only a write held back in another organisation needs it: not in every page's first download.
const SwitchBackButton = lazy(() => import('./switch-back-button'));

interface Props {
  error: unknown;
  /** What was being done, e.g. "load the role". */
  action: string;
  onRetry?: () => void;
  /** Extra actions, e.g. a link to sign in again. */
  children?: ReactNode;
}

/**
 * Every error a person sees: what failed, the service's details, and the correlation id to quote
 * to support. A rate-limited call is a wait, not a failure: said as such (a status, not an alert), it
 * counts down and asks again by itself when the window resets.
 */
export function ErrorPanel({ error, action, onRetry, children }: Props) {
  const apiError = toApiError(error);
  const waiting = apiError.retryAt !== undefined && apiError.status === 429;
  const now = useNow(waiting);
  const secondsLeft = waiting ? Math.max(0, Math.ceil(((apiError.retryAt ?? 0) - now) / 1000)) : 0;

  // Asked again when the window resets, in turn: what is on screen first (rate-limit-queue.ts).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!waiting || !onRetry || apiError.retryAt === undefined) return;
    return waitForWindow(apiError.retryAt, { rank: () => rankOf(panel.current), retry: onRetry });
  }, [waiting, onRetry, apiError.retryAt]);

  const forbidden = apiError.status === 403;
  const lead = forbidden
    ? `Your role does not allow you to ${action}.`
    : apiError.status === 401
      ? `The service refused your credentials while trying to ${action}. Sign in again.`
      : waiting && onRetry
        ? `Waiting for the service's rate limit to ${action}.`
        : `Could not ${action}.`;
  const icon = forbidden ? 'lock' : waiting && onRetry ? 'clock' : 'triangle-exclamation-point';

  return (
    <div
      ref={panel}
      className={styles.panel}
      role={waiting && onRetry ? 'status' : 'alert'}
      data-kind={forbidden ? 'forbidden' : waiting && onRetry ? 'waiting' : 'error'}
    >
      <div className={styles.heading}>
        <Icon name={icon} size={18} />
        <strong>{lead}</strong>
        <span className={styles.status}>
          <ShownText text={apiError.title} />
        </span>
      </div>
      <p className={styles.details}>
        <ShownText text={apiError.details} />
      </p>
      {waiting && secondsLeft > 0 && (
        <p aria-live="polite">Retrying in {secondsLeft} s, when the rate-limit window resets.</p>
      )}
      {apiError.correlationId && (
        <div className={styles.correlation}>
          <span>
            Correlation id: <code>{apiError.correlationId}</code>
          </span>
          <CopyButton value={apiError.correlationId} label="Copy the correlation id" />
        </div>
      )}
      <div className="row">
        {onRetry && !forbidden && (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        )}
        {apiError.kind === 'organisation-changed' && (
          <Suspense fallback={null}>
            <SwitchBackButton />
          </Suspense>
        )}
        {children}
      </div>
    </div>
  );
}
