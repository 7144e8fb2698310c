import type { ReactNode } from 'react';
import { getConnection } from '../../api/connection';
import { ErrorPanel } from '../error-panel';
import { ShownText } from '../shown-text';
import { useNow } from '../use-now';
import styles from './assistant.module.css';
import { isLive, type Transcript } from './transcript';

/** What the person reads about the stream's state, in one line: read out as it changes. */
function statusLine(t: Transcript, now: number): string {
  switch (t.status) {
    case 'idle':
      return '';
    case 'streaming':
      return t.loading ?? 'The assistant is answering…';
    case 'waiting': {
      const seconds = Math.max(0, Math.ceil(((t.waitUntil ?? now) - now) / 1000));
      return `The service's rate limit was reached: asking again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
    }
    case 'reconnecting':
      return t.restarting
        ? 'The connection dropped. Asking again; the service starts its answer over.'
        : 'The connection dropped. Reconnecting, to go on from the last part that arrived…';
    case 'completed':
      return 'Answer complete.';
    case 'stopped':
      return 'Stopped. What arrived is kept.';
    case 'dropped':
      return 'The connection dropped and did not come back. What arrived is kept.';
    case 'failed':
      return `The assistant stopped with an error: ${t.failure ?? ''} What arrived is kept.`;
    case 'refused':
      return '';
  }
}

/**
 * An assistant's reply as it streams: its text (as text, never markup), events the console does not
 * know shown as theirs, the state in one line, the service's refusal with its details; `children`
 * holds what the reply offers (its queries). The demo says its assistant is a stand-in.
 */
export function AssistantTranscript({
  transcript: t,
  action,
  onStop,
  onRetry,
  children,
}: {
  transcript: Transcript;
  /** What was asked, for the refusal: "explain this event". */
  action: string;
  onStop: () => void;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const live = isLive(t);
  const now = useNow(t.status === 'waiting', 1000, t.waitUntil);
  const line = statusLine(t, now);
  return (
    <div className={styles.transcript}>
      {getConnection()?.mode === 'demo' && (
        <p className="muted">
          Demo stand-in: the demo's mock service writes this from its own data, not the service's model.
        </p>
      )}
      <div className={styles.reply} aria-busy={live} aria-label="Reply">
        {t.parts.map((part, i) =>
          part.kind === 'text' ? (
            <p key={i} className={styles.text}>
              <ShownText text={part.text} />
            </p>
          ) : (
            <p key={i} className={styles.other}>
              <span className="muted">
                <ShownText text={part.label} />:
              </span>{' '}
              <ShownText text={part.text} />
            </p>
          ),
        )}
      </div>
      {children}
      <div className="row">
        <p role="status" className={styles.status}>
          {line}
        </p>
        {live ? (
          <button type="button" className="button" onClick={onStop}>
            Stop
          </button>
        ) : (
          <button type="button" className="button" onClick={onRetry}>
            Ask again
          </button>
        )}
      </div>
      {t.status === 'refused' && t.error && <ErrorPanel error={t.error} action={action} />}
    </div>
  );
}
