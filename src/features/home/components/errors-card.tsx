import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { countAnswer } from '../../../api/tolerant';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { formatChange } from '../../../lib/units';
import { ERRORS, errorWindows, homeQueries } from '../api';
import styles from './home.module.css';

const format = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en'));

/**
 * Errors in the last hour against the same hour yesterday, in every dataset: the question behind
 * most visits when nothing alerts, with its events and what changed one click away.
 */
export function Errors({ now }: { now: number }) {
  const windows = errorWindows(now);
  const hour = useQuery(homeQueries.errors(windows.hour));
  const yesterday = useQuery(homeQueries.errors(windows.yesterday));
  const failed = hour.error ?? yesterday.error;
  const shown = countAnswer(hour.data).total;
  const before = countAnswer(yesterday.data).total;
  return (
    <section aria-labelledby="home-errors" className={styles.card}>
      <h2 id="home-errors">Errors in the last hour</h2>
      {failed ? (
        <ErrorPanel
          error={failed}
          action="count the errors"
          onRetry={() => {
            void hour.refetch();
            void yesterday.refetch();
          }}
        />
      ) : !hour.data || !yesterday.data ? (
        <Loading what="the errors of the last hour" />
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>Last hour</dt>
            <dd>{format(shown)}</dd>
          </div>
          <div>
            <dt>Same hour yesterday</dt>
            <dd>
              {format(before)}
              {shown !== undefined && before !== undefined ? ` (${formatChange(shown, before)} now)` : ''}
            </dd>
          </div>
        </dl>
      )}
      <p className="muted">Events at level error and 5xx responses, in every dataset.</p>
      <p className="row">
        <Link to="/search" search={{ q: ERRORS, from: windows.hour.from, to: windows.hour.to }}>
          These errors in Logs
        </Link>
        <Link to="/changes" search={{ q: ERRORS, from: windows.hour.from, to: windows.hour.to, base: 'day' }}>
          What changed since yesterday
        </Link>
      </p>
    </section>
  );
}
