import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import type { ChangesUrl } from '../url';
import type { useComparison } from '../use-comparison';
import { PatternChanges } from './pattern-changes';
import type { useRowActions } from './use-row-actions';

/** The patterns whose share moved, with how this service's patterns were counted. */
export function PatternsSection({
  url,
  comparison,
  actions,
}: {
  url: ChangesUrl;
  comparison: ReturnType<typeof useComparison>;
  actions: ReturnType<typeof useRowActions>;
}) {
  const error = comparison.patternQueries.find((q) => q.error)?.error;
  // Patterns as values: those whose difference could be chance (a few events in one window) only when asked.
  const patterns = comparison.patterns?.rows.filter((p) => url.all === 'on' || p.significant) ?? [];
  const hidden = (comparison.patterns?.rows.length ?? 0) - patterns.length;
  return (
    <section aria-labelledby="changes-patterns" className="stack">
      <h2 id="changes-patterns">Patterns</h2>
      {error ? (
        <ErrorPanel
          error={error}
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
          {hidden > 0 && (
            <p className="muted">
              {hidden.toLocaleString('en')} pattern{hidden === 1 ? '' : 's'} whose difference could be chance{' '}
              {hidden === 1 ? 'is' : 'are'} not listed (&ldquo;Also differences that could be chance&rdquo;
              lists them).
            </p>
          )}
        </>
      )}
    </section>
  );
}
