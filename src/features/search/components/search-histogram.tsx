import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import styles from './search-page.module.css';
import type { SearchRun } from './use-search';

const Histogram = lazy(() => import('./histogram'));

/** How many events match, and when: a brush on the histogram zooms the search into that window. */
export function SearchHistogram({ search }: { search: SearchRun }) {
  const { histogram, total, points, timeWindow, update } = search;
  return (
    <section aria-label="Events over time" className={styles.histogram}>
      <p className={styles.count} role="status">
        {histogram.isPending
          ? 'Counting…'
          : total !== undefined
            ? `${total.toLocaleString('en')} events match`
            : ''}
      </p>
      {histogram.error ? (
        <ErrorPanel
          error={histogram.error}
          action="count the events"
          onRetry={() => void histogram.refetch()}
        />
      ) : (
        <Suspense fallback={<Loading what="the histogram" />}>
          <Histogram
            points={points}
            within={{ from: timeWindow.from_ts, to: timeWindow.to_ts }}
            label="Matching events over time"
            onZoom={(from, to) => update({ from, to, range: undefined, event: undefined })}
          />
        </Suspense>
      )}
    </section>
  );
}
