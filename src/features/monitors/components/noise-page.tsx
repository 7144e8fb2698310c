import { withKeys } from '../../../lib/keys';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatWindow, isTime } from '../../../lib/time';
import { formatDuration } from '../../../monitor-rules/window';
import type { Monitor } from '../model';
import { byNoise, FLAP_WITHIN, formatTrouble, noiseOf, type Noise } from '../noise';
import { monitorQueries } from '../queries';
import { StatusBadge } from './status-badge';
import { HygieneSection } from './hygiene-section';
import { namedText } from '../../../lib/visible-text';

/**
 * Monitors read at most: one history request each, well within the live service's 100 requests in
 * 5 minutes with the rest of the console. The most recently triggered come first.
 */
const NOISE_MONITORS = 40;

/** Every monitor's noise over a range, the noisiest first, with changes to try, each backtested in its form. */
export function NoisePage({ range }: { range: { from: number; to: number } }) {
  const display = useDisplaySettings();
  const list = useQuery(monitorQueries.list());
  const monitors = [...(list.data?.monitors ?? [])]
    .sort(
      (a, b) =>
        (isTime(b.last_trigger_ts) ? b.last_trigger_ts : 0) -
        (isTime(a.last_trigger_ts) ? a.last_trigger_ts : 0),
    )
    .slice(0, NOISE_MONITORS);
  const span = { from_ts: range.from, to_ts: range.to };
  const histories = useQueries({ queries: monitors.map((m) => monitorQueries.events(m.id, span)) });
  const read = monitors
    .flatMap((monitor, i) => {
      const history = histories[i]?.data;
      return history ? [{ monitor, noise: noiseOf(monitor, history, range) }] : [];
    })
    .sort((a, b) => byNoise(a.noise, b.noise));
  const waiting = histories.filter((q) => q.isPending).length;
  const failed = monitors.filter((_, i) => histories[i]?.error);
  const total = list.data?.monitors.length ?? 0;

  return (
    <div className="stack">
      <PageHeader
        title="Alert noise"
        lead={`Each monitor's recorded history over ${formatWindow(range.from, range.to, display)}: the noisiest first, with changes to try.`}
        actions={
          <>
            <CopyLinkButton
              label="Copy link: the alert noise over these days"
              link={() => ({ to: '/monitors/noise', search: range })}
            />
            <Link to="/monitors">All monitors</Link>
          </>
        }
      />
      <p className="muted">
        A flap is an alert that was back to OK within {formatDuration(FLAP_WITHIN)}. Each change opens the
        monitor&apos;s form with it filled in and its backtest over the same days, beside its real history;
        nothing is saved until you save.
        {total > NOISE_MONITORS
          ? ` The ${NOISE_MONITORS} monitors that triggered most recently of ${total.toLocaleString('en')} are read.`
          : ''}
      </p>
      {list.error ? (
        <ErrorPanel error={list.error} action="load the monitors" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading what="the monitors" />
      ) : (
        <>
          {waiting > 0 && <Loading what={`the history of ${waiting} monitor${waiting === 1 ? '' : 's'}`} />}
          {failed.length > 0 && (
            <ErrorPanel
              error={histories.find((q) => q.error)?.error}
              action={`read the history of ${failed.map((m) => m.name).join(', ')}`}
              onRetry={() => histories.forEach((q) => q.error && void q.refetch())}
            />
          )}
          <HygieneSection
            monitors={list.data.monitors}
            historyOf={(id) => histories[monitors.findIndex((m) => m.id === id)]?.data}
            range={range}
          />
          <h2>Noise</h2>
          <DataTable caption="Monitors by noise, the noisiest first">
            <thead>
              <tr>
                <th scope="col">Monitor</th>
                <th scope="col">Now</th>
                <th scope="col">Fired</th>
                <th scope="col">Flaps</th>
                <th scope="col">In alert</th>
                <th scope="col">What to do</th>
              </tr>
            </thead>
            <tbody>
              {withKeys(read, ({ monitor }) => monitor.id).map(([{ monitor, noise }, key]) => (
                <NoiseRow key={key} monitor={monitor} noise={noise} range={range} />
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </div>
  );
}

function NoiseRow({
  monitor,
  noise,
  range,
}: {
  monitor: Monitor;
  noise: Noise;
  range: { from: number; to: number };
}) {
  return (
    <tr>
      <th scope="row">
        <Link to="/monitors/$monitorId" params={{ monitorId: monitor.id }}>
          <ShownText text={monitor.name} />
        </Link>
      </th>
      <td>
        <StatusBadge status={monitor.status ?? 'NO_DATA'} />
        {noise.mutedUntil !== undefined && <span className="muted"> muted</span>}
      </td>
      <td>{noise.fired.toLocaleString('en')}</td>
      <td>{noise.flaps.toLocaleString('en')}</td>
      <td>
        {formatTrouble(noise.troubleMs)}
        {noise.neverRecovered && <span className="muted"> (never recovered)</span>}
      </td>
      <td>
        {noise.note && <span>{noise.note} </span>}
        {noise.suggestions.length > 0 && (
          <ul className="plain-list" aria-label={`Changes to try on ${namedText(monitor.name)}`}>
            {noise.suggestions.map((s) => (
              <li key={s.id}>
                <Link
                  to="/monitors/$monitorId/edit"
                  params={{ monitorId: monitor.id }}
                  search={{ ...s.change, ...range }}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
