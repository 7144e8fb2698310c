import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { formatTimestamp } from '../../../lib/time';
import type { Evaluation, MonitorRule } from '../../../monitor-rules';
import { measureOf, valueQuery } from './monitor-value';
import { STATUS_LABELS } from '../model';
import { monitorQueries } from '../queries';
import { DEFAULT_HISTORY, HISTORY_PRESETS, LONGEST_HISTORY } from '../url';
import { historySpan } from '../history';
import { rangeInWords, TimeRangePicker } from '../../../components/pickers/time-range-picker';
import type { TimeWindowState } from '../../../components/pickers/time-window';
import { StatusTimeline } from './status-timeline';
import { Link } from '@tanstack/react-router';
import { logsSearchOver } from '../../../monitor-rules/logs-search';
import { ShownText } from '../../../components/shown-text';

const MonitorValueChart = lazy(() => import('./monitor-value-chart'));

/** "a, b and c". */
const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}` : (items[0] ?? '');

/**
 * Before saving: when would this rule have fired? The rule replayed over a past range with the same
 * evaluator as the service's history; for a saved monitor, its real history over the same range too.
 */
export function BacktestPanel({
  rule,
  waitingFor = [],
  monitorId,
  openedAt,
  initialRange,
}: {
  rule?: MonitorRule;
  /** What the form still lacks before a backtest can run, as the person reads it. */
  waitingFor?: string[];
  monitorId?: string;
  /** The first range ends then. */
  openedAt: number;
  /** An absolute first range instead (a link's: the noise view's 30 days, "What changed"'s windows). */
  initialRange?: { from: number; to: number };
}) {
  const display = useDisplaySettings();
  const [range, setRange] = useState<TimeWindowState>(initialRange ?? { range: DEFAULT_HISTORY });
  const [now, setNow] = useState(openedAt);
  const span = historySpan(range, now);
  const window = { from: span.from_ts, to: span.to_ts };
  const over = rangeInWords(range, DEFAULT_HISTORY, display);
  const backtest = useQuery(valueQuery(rule, window));
  const history = useQuery({
    ...monitorQueries.events(monitorId ?? '', span),
    enabled: !!monitorId,
  });
  const result = backtest.data;
  const measure = measureOf(rule);
  const triggers = result?.evaluation.changes.filter(
    (c) => c.monitor_status === 'ALERT' || c.monitor_status === 'WARN',
  );
  const notifications = result?.evaluation.groups.reduce((n, g) => n + g.notifications.length, 0) ?? 0;

  return (
    <section aria-labelledby="backtest-heading" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="backtest-heading">Backtest</h2>
        <span className="row">
          <span>Over</span>
          <TimeRangePicker
            value={range}
            onChange={(next) => {
              setNow(Date.now());
              setRange(next);
            }}
            presets={HISTORY_PRESETS}
            fallback={DEFAULT_HISTORY}
            longest={LONGEST_HISTORY}
          />
        </span>
      </div>
      {!rule ? (
        <p className="muted">
          The backtest runs when the rule has {waitingFor.length ? listOf(waitingFor) : 'what it needs'}.
        </p>
      ) : backtest.error ? (
        <ErrorPanel
          error={backtest.error}
          action="replay the monitor"
          onRetry={() => void backtest.refetch()}
        />
      ) : !result ? (
        <Loading what="the backtest" />
      ) : (
        <>
          <p role="status">
            {triggers?.length
              ? `Would have triggered ${triggers.length} time${triggers.length === 1 ? '' : 's'} (${notifications} notification${notifications === 1 ? '' : 's'}) over ${over}.`
              : `Would not have triggered over ${over}.`}
          </p>
          <Suspense fallback={<Loading what="the chart" />}>
            <MonitorValueChart
              label={`Backtest: ${measure} per group with the thresholds`}
              groups={result.evaluation.groups}
              threshold={rule.threshold}
              {...(rule.warning_threshold !== undefined ? { warning: rule.warning_threshold } : {})}
              measure={measure}
              from={result.plan.from}
              to={result.plan.to}
            />
          </Suspense>
          <StatusTimeline
            label="Backtest: status per group; triangles mark notifications"
            from={result.plan.from}
            to={result.plan.to}
            lanes={result.evaluation.groups.map((g) => ({
              id: g.id,
              history: g.history,
              markers: g.notifications,
            }))}
            logsFor={(moment) => logsSearchOver(rule, moment, result.plan.to)}
          />
          {triggers?.length ? <Triggers rule={rule} triggers={triggers} to={result.plan.to} /> : null}
          <p className="muted">
            Evaluated every {Math.round(result.plan.step / 60_000)} minutes. Percentiles and averages are
            combined from per-step values, so they can differ slightly from the service&apos;s own evaluation.
          </p>
          {monitorId && (
            <>
              <h3>Its real history over the same range</h3>
              {history.data ? (
                <StatusTimeline
                  label="Recorded status per group"
                  from={result.plan.from}
                  to={result.plan.to}
                  lanes={history.data.groups_history.map((g) => ({ id: g.group_id, history: g.history }))}
                />
              ) : history.error ? (
                <ErrorPanel error={history.error} action="load the history" />
              ) : (
                <Loading what="the history" />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The last twenty moments it would have triggered, each with the logs behind it. */
function Triggers({
  rule,
  triggers,
  to,
}: {
  rule: MonitorRule;
  triggers: Evaluation['changes'];
  to: number;
}) {
  const display = useDisplaySettings();
  return (
    <ol className="plain-list stack" aria-label="Where it would have triggered">
      {triggers.slice(-20).map((c) => (
        <li key={`${c.time}-${c.group_id}`}>
          <time dateTime={new Date(c.time).toISOString()}>{formatTimestamp(c.time, display)}</time>{' '}
          <strong>{STATUS_LABELS[c.monitor_status]}</strong> <ShownText text={c.message} />{' '}
          <Link
            to="/search"
            search={logsSearchOver(rule, { from: c.time, to: c.time, groupId: c.group_id }, to)}
            aria-label={`Logs behind the trigger at ${formatTimestamp(c.time, display)}`}
          >
            Logs
          </Link>
        </li>
      ))}
    </ol>
  );
}
