import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { RadioGroup } from '../../../components/form/radio-group';
import { Loading } from '../../../components/loading';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatWindow } from '../../../lib/time';
import { formatChange } from '../../../lib/units';
import { baselineChoices, lengthInWords, overlaid } from '../model';
import { countOf } from '../read-answers';
import { baselineOf, type ChangesUrl, type Span } from '../url';
import type { useComparison } from '../use-comparison';
import styles from './changes.module.css';

const ComparisonChart = lazy(() => import('./comparison-chart'));

/** The window and its baseline: which baseline, both counts, and the baseline drawn over the window. */
export function WindowsSection({
  url,
  window,
  comparison,
  onChange,
}: {
  url: ChangesUrl;
  window: Span;
  comparison: ReturnType<typeof useComparison>;
  onChange: (next: ChangesUrl) => void;
}) {
  const display = useDisplaySettings();
  const base = url.base ?? 'before';
  const baseline = baselineOf(window, base);
  const choices = baselineChoices(window);
  const chosen = choices.find((c) => c.base === base) ?? choices[0];
  const { totals, counts } = comparison;
  return (
    <section aria-labelledby="changes-windows" className="card stack">
      <h2 id="changes-windows">The window and its baseline</h2>
      <p>
        Window: <strong>{formatWindow(window.from, window.to, display)}</strong> (
        {lengthInWords(window.to - window.from)}). Baseline:{' '}
        <strong>{formatWindow(baseline.from, baseline.to, display)}</strong>.
      </p>
      <RadioGroup
        id="changes-baseline"
        label="Compare with"
        horizontal
        value={base}
        onChange={(next) => onChange({ ...url, base: next === 'before' ? undefined : next })}
        options={choices.map((c) => ({ value: c.base, label: c.label }))}
      />
      {counts.window.error || counts.baseline.error ? (
        <ErrorPanel
          error={counts.window.error ?? counts.baseline.error}
          action="count the events of both windows"
          onRetry={() => {
            void counts.window.refetch();
            void counts.baseline.refetch();
          }}
        />
      ) : comparison.uncounted ? (
        <p role="status">
          The service answered without a count of the events of a window, so the windows cannot be compared.
        </p>
      ) : !totals ? (
        <Loading what="the events of both windows" />
      ) : (
        <>
          <p role="status">
            {totals.window.toLocaleString('en')} events in the window, {totals.baseline.toLocaleString('en')}{' '}
            in the baseline ({formatChange(totals.window, totals.baseline)}).
          </p>
          <div className={styles.chart}>
            <Suspense fallback={<Loading what="the chart" />}>
              <ComparisonChart
                label="Events over time: the window, and the baseline drawn over it"
                data={overlaid(
                  countOf(counts.window.data).points,
                  countOf(counts.baseline.data).points,
                  chosen?.label ?? 'Baseline',
                )}
              />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
