import { Link } from '@tanstack/react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { afterFirstAnswers } from '../../../components/after-first-answers';
import styles from './search-page.module.css';
import type { SearchRun } from './use-search';

// The chart (recharts) comes once the first events are drawn; the count above it does not wait.
const Histogram = afterFirstAnswers(() => import('./histogram').then((m) => m.default));

/**
 * How many events match, and when: a brush on the histogram zooms the search into that window, and
 * "What changed" compares the window shown with the one before it.
 */
export function SearchHistogram({ search }: { search: SearchRun }) {
  const { histogram, total, points, timeWindow, rerun, base } = search;
  const failure = histogram.error
    ? { error: histogram.error, action: 'count the events', retry: () => void histogram.refetch() }
    : null;
  return (
    <section aria-label="Events over time" className={styles.histogram}>
      <div className={styles.countRow}>
        <p className={styles.count} role="status">
          {failure
            ? ''
            : histogram.isPending
              ? 'Counting…'
              : total !== undefined
                ? `${total.toLocaleString('en')} events match`
                : histogram.data
                  ? 'The service answered without a count of the matching events'
                  : ''}
        </p>
        <Link
          to="/changes"
          search={{
            ...('from' in base ? { ds: base.from } : {}),
            ...(base.where ? { q: base.where } : {}),
            from: timeWindow.from_ts,
            to: timeWindow.to_ts,
          }}
        >
          What changed in this window
        </Link>
      </div>
      {failure ? (
        <ErrorPanel error={failure.error} action={failure.action} onRetry={failure.retry} />
      ) : (
        <Histogram
          standIn={<Loading what="the histogram" />}
          points={points}
          within={{ from: timeWindow.from_ts, to: timeWindow.to_ts }}
          label="Matching events over time"
          onZoom={(from, to) => rerun({ from, to, range: undefined })}
        />
      )}
    </section>
  );
}
