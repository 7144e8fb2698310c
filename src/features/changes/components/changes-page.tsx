import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { monitorDetailQuery } from '../../../api/monitor-rule';
import { ruleSearch } from '../../../monitor-rules/logs-search';
import { toApiError } from '../../../api/errors';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { ErrorPanel } from '../../../components/error-panel';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatWindow, MINUTE } from '../../../lib/time';
import { formatChange } from '../../../lib/units';
import { baselineChoices, lengthInWords, overlaid } from '../model';
import { MOST_REQUESTS, type Scope } from '../plan';
import { countOf } from '../read-answers';
import { baselineOf, type ChangesUrl, type Span } from '../url';
import { useComparison } from '../use-comparison';
import { DifferencesTable } from './differences-table';
import { ModelChanges } from './model-changes';
import { PatternChanges } from './pattern-changes';
import { useRowActions } from './use-row-actions';

import styles from './changes.module.css';

const ComparisonChart = lazy(() => import('./comparison-chart'));

/** The count drawn in the window, as a widget would draw it. */
interface CountView {
  ds: string[];
  q?: string;
  select: string[];
  type: 'line';
}

interface Props {
  url: ChangesUrl;
  /** `replace`: the URL is completed, not a step a person took (Back does not return to it). */
  onChange: (next: ChangesUrl, how?: { replace: true }) => void;
  /** The chart's count as a widget: given by the route, which knows dashboards (this feature does not). */
  addToDashboard?: (view: CountView) => ReactNode;
}

/** "What changed": a window against its baseline, from a link (both windows are in it). */
export function ChangesPage({ url, onChange, addToDashboard }: Props) {
  if (url.from === undefined || url.to === undefined) return <LatestWindow url={url} onChange={onChange} />;
  const window = { from: url.from, to: url.to };
  if (url.monitor && url.ds === undefined && url.q === undefined)
    return (
      <FromMonitor
        monitorId={url.monitor}
        url={url}
        window={window}
        onChange={onChange}
        addToDashboard={addToDashboard}
      />
    );
  return (
    <Comparison
      url={url}
      window={window}
      scope={{ ds: url.ds, q: url.q }}
      onChange={onChange}
      addToDashboard={addToDashboard}
    />
  );
}

/**
 * Opened without a window (from the navigation, or a link that names none): the last 30 minutes
 * against the 30 before, put in the URL so that the link says what is shown.
 */
function LatestWindow({ url, onChange }: Props) {
  useEffect(() => {
    const now = Date.now();
    onChange({ ...url, from: now - 30 * MINUTE, to: now }, { replace: true });
  }, [url, onChange]);
  return (
    <>
      <PageHeader title="What changed" />
      <Loading what="the last 30 minutes" />
    </>
  );
}

/** A link that names a monitor, not its search (the live service lists monitors without their query). */
function FromMonitor({ monitorId, ...props }: Props & { monitorId: string; window: Span }) {
  const monitor = useQuery(monitorDetailQuery(monitorId));
  if (monitor.error)
    return (
      <>
        <PageHeader title="What changed" />
        <ErrorPanel error={monitor.error} action="read the monitor" onRetry={() => void monitor.refetch()} />
      </>
    );
  if (!monitor.data) return <Loading what="the monitor's query" />;
  if (monitor.data.unreadableRule)
    return (
      <>
        <PageHeader title="What changed" />
        <p>
          There is nothing to compare for <ShownText text={monitor.data.name} />:{' '}
          <ShownText text={monitor.data.unreadableRule} />
        </p>
      </>
    );
  return <Comparison {...props} scope={ruleSearch(monitor.data)} monitorName={monitor.data.name} />;
}

function Comparison({
  url,
  window,
  scope,
  monitorName,
  onChange,
  addToDashboard,
}: Props & { window: Span; scope: Scope; monitorName?: string }) {
  const display = useDisplaySettings();
  const base = url.base ?? 'before';
  const baseline = baselineOf(window, base);
  const comparison = useComparison(scope, window, baseline);
  const actions = useRowActions(scope, window, baseline);
  const datasets = useQuery(datasetQueries.logs());
  const names = (scope.ds ?? []).map((id) => {
    const found = datasets.data?.logs?.find((l) => l.log_id === id);
    return found ? `${found.collection ?? ''}/${found.dataset ?? ''}` : id;
  });
  const choices = baselineChoices(window);
  const chosen = choices.find((c) => c.base === base) ?? choices[0];
  const { totals } = comparison;
  const shown = (comparison.values ?? []).filter(
    (v) => (url.all === 'on' || v.significant) && (!url.field || v.field === url.field),
  );
  // Patterns as values: those whose difference could be chance (a few events in one window) only when asked.
  const patterns = comparison.patterns?.rows.filter((p) => url.all === 'on' || p.significant) ?? [];
  const patternsHidden = (comparison.patterns?.rows.length ?? 0) - patterns.length;

  return (
    <div className="stack">
      <PageHeader
        title="What changed"
        lead={
          <>
            {names.length ? <ShownText text={names.join(', ')} /> : 'Every dataset'}
            {scope.q ? (
              <>
                {' '}
                where <code>{<ShownText text={scope.q} />}</code>
              </>
            ) : null}
            {monitorName ? (
              <>
                {', behind the monitor '}
                <ShownText text={monitorName} />
              </>
            ) : null}
          </>
        }
        actions={
          <>
            <CopyLinkButton
              label="Copy link: this comparison"
              link={() => ({ to: '/changes', search: { ...url, from: window.from, to: window.to } })}
            />
            {scope.ds?.length
              ? addToDashboard?.({
                  ds: scope.ds,
                  ...(scope.q ? { q: scope.q } : {}),
                  select: ['count(*)'],
                  type: 'line',
                })
              : null}
          </>
        }
      />
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
        {comparison.counts.window.error || comparison.counts.baseline.error ? (
          <ErrorPanel
            error={comparison.counts.window.error ?? comparison.counts.baseline.error}
            action="count the events of both windows"
            onRetry={() => {
              void comparison.counts.window.refetch();
              void comparison.counts.baseline.refetch();
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
              {totals.window.toLocaleString('en')} events in the window,{' '}
              {totals.baseline.toLocaleString('en')} in the baseline (
              {formatChange(totals.window, totals.baseline)}).
            </p>
            <div className={styles.chart}>
              <Suspense fallback={<Loading what="the chart" />}>
                <ComparisonChart
                  label="Events over time: the window, and the baseline drawn over it"
                  data={overlaid(
                    countOf(comparison.counts.window.data).points,
                    countOf(comparison.counts.baseline.data).points,
                    chosen?.label ?? 'Baseline',
                  )}
                />
              </Suspense>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="changes-values" className="stack">
        <h2 id="changes-values">Values that changed</h2>
        {comparison.samples.find((s) => s.error)?.error ? (
          <ErrorPanel
            error={comparison.samples.find((s) => s.error)?.error}
            action="read the events of both windows to find the fields to compare"
            onRetry={() => comparison.samples.forEach((s) => void s.refetch())}
          />
        ) : !comparison.values ? (
          <Loading what="the values of each field in both windows" />
        ) : (
          <>
            <div className="row">
              <SelectField
                id="changes-field"
                label="Field"
                value={url.field ?? ''}
                onChange={(field) => onChange({ ...url, field: field || undefined })}
                options={[
                  { value: '', label: `All ${comparison.fields?.length ?? 0} fields compared` },
                  ...(comparison.fields ?? []).map((f) => ({ value: f, label: f })),
                ]}
              />
              <label className="radio">
                <input
                  type="checkbox"
                  checked={url.all === 'on'}
                  onChange={(e) => onChange({ ...url, all: e.target.checked ? 'on' : undefined })}
                />
                Also differences that could be chance
              </label>
            </div>
            {comparison.fieldErrors[0] && (
              <ErrorPanel
                error={comparison.fieldErrors[0]}
                action={`compare ${comparison.fieldErrors.length > 1 ? 'some fields' : 'a field'}`}
                onRetry={comparison.retryFields}
              />
            )}
            {shown.length ? (
              <DifferencesTable rows={shown} drops={comparison.dropsFirst} actions={actions} />
            ) : (
              <p>
                No value&apos;s share moved beyond chance
                {url.field ? (
                  <>
                    {' '}
                    in <code>{<ShownText text={url.field} />}</code>
                  </>
                ) : null}
                .
              </p>
            )}
          </>
        )}
        <details>
          <summary>How values are ranked</summary>
          <p>
            Each value&apos;s events in the window are set against what its share of the baseline would give
            the window (&ldquo;beyond its share&rdquo;); rows are ranked by that, in the direction of the
            change. &ldquo;Share of the field&apos;s change&rdquo; is the part of the events that moved
            between the field&apos;s values that this value moved, always within 0–100 %. A difference counts
            when an exact binomial test of its split between the windows (a normal approximation past 2,000
            events) gives p below 1%, corrected for the number of values compared; others are marked
            &ldquo;could be chance&rdquo; and hidden unless asked for. The fields compared are chosen on each
            window&apos;s newest 1,000 events, the same way on every service: those whose values&apos; shares
            moved most beyond chance, without measures, ids and free text; then their values are counted
            exactly over both windows. One comparison makes at most {MOST_REQUESTS} requests.
          </p>
        </details>
      </section>

      <section aria-labelledby="changes-patterns" className="stack">
        <h2 id="changes-patterns">Patterns</h2>
        {comparison.patternQueries.find((q) => q.error)?.error ? (
          <ErrorPanel
            error={comparison.patternQueries.find((q) => q.error)?.error}
            action="compare the patterns"
            onRetry={() => comparison.patternQueries.forEach((q) => void q.refetch())}
          />
        ) : !comparison.patterns ? (
          <Loading what="the patterns of both windows" />
        ) : (
          <>
            <p className="muted">
              {comparison.patterns.sampled
                ? `This service lists a dataset's patterns without counts; they are counted here on the newest ${comparison.patterns.sampled.window.toLocaleString('en')} events of the window and ${comparison.patterns.sampled.baseline.toLocaleString('en')} of the baseline. It tags events with a pattern as they arrive, never afterwards: a pattern's history begins when the service first saw it, so one new to it has no events before then.`
                : "Patterns are found in each window's events as they are now, so a pattern's history goes back as far as the events do. Each window lists its 1,000 most frequent; a pattern missing from a full list has at most as many events as its least frequent (shown with ≤), and is not called new on that alone."}
            </p>
            {patterns.length ? (
              <PatternChanges rows={patterns} actions={actions} />
            ) : (
              <p>
                {comparison.patterns.rows.length
                  ? "No pattern's share moved beyond chance."
                  : 'No pattern in either window.'}
              </p>
            )}
            {patternsHidden > 0 && (
              <p className="muted">
                {patternsHidden.toLocaleString('en')} pattern{patternsHidden === 1 ? '' : 's'} whose
                difference could be chance {patternsHidden === 1 ? 'is' : 'are'} not listed (&ldquo;Also
                differences that could be chance&rdquo; lists them).
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="changes-model" className="stack">
        <h2 id="changes-model">Significant keys</h2>
        {comparison.publishedOnly ? (
          <p>This service has no significant keys: its published API offers none.</p>
        ) : !scope.ds?.length ? (
          <p>The model ranks the keys of one dataset: choose datasets to see what it says.</p>
        ) : comparison.significant.error ? (
          <p>
            The service gave no significant keys for this dataset:{' '}
            <ShownText text={toApiError(comparison.significant.error).details} />
          </p>
        ) : !comparison.significant.data ? (
          <Loading what="the significant keys" />
        ) : (
          <ModelChanges scan={comparison.significant.data} />
        )}
      </section>
    </div>
  );
}
