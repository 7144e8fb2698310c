import { useQueries } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { RadioGroup } from '../../../components/form/radio-group';
import { Loading } from '../../../components/loading';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { withKeys } from '../../../lib/keys';
import { DAY, formatTimestamp, formatWindow, isoTime, type DisplaySettings } from '../../../lib/time';
import type { Fate } from '../../../monitor-rules/downtimes';
import type { DowntimeWrite } from '../downtime-form';
import type { Monitor } from '../model';
import { monitorQueries } from '../queries';
import { countFates, heldNow, replayDowntime, type MonitorReplay } from '../replay';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { DataTable } from '../../../components/data-table';
import { namedText } from '../../../lib/visible-text';

const REPLAY_DAYS = [7, 30] as const;

/** A fate in words, with the time a held alert goes out. */
function fateInWords(fate: Fate, display: DisplaySettings): string {
  switch (fate.kind) {
    case 'sent':
      return 'Sent';
    case 'dropped':
      return 'Dropped';
    case 'delayed':
      return `Held until ${formatTimestamp(fate.until, display)}`;
    default:
      return `Held by a strategy the console does not know (${fate.by.alert_strategy ?? ''})`;
  }
}

/**
 * Before a downtime is saved: what it would have done over the last 7 or 30 days, per monitor, against
 * each monitor's recorded history (its alerts and the notifications it sent), on the history's axis.
 */
export function DowntimeReplay({
  downtime,
  name,
  monitors,
  days,
  onDays,
  now,
}: {
  /** The downtime as it would be saved; undefined while the form has problems. */
  downtime: DowntimeWrite | undefined;
  name: string;
  monitors: Monitor[];
  days: number;
  onDays: (days: number) => void;
  now: number;
}) {
  const display = useDisplaySettings();
  const range = { from: now - days * DAY, to: now };
  const span = { from_ts: range.from, to_ts: range.to };
  const ids = downtime?.from ?? [];
  const events = useQueries({ queries: ids.map((id) => monitorQueries.events(id, span)) });
  const sent = useQueries({ queries: ids.map((id) => monitorQueries.notifications(id, span)) });
  const replays = downtime
    ? ids.flatMap((id, i): MonitorReplay[] =>
        events[i]?.data
          ? [replayDowntime(downtime, id, { events: events[i].data, notifications: sent[i]?.data }, range)]
          : [],
      )
    : [];
  const alerts = countFates(replays, 'alerts');
  const notifications = countFates(replays, 'notifications');
  const failed = events.find((q) => q.error);
  return (
    <section aria-labelledby="replay-heading" className="stack">
      <h2 id="replay-heading">Replay</h2>
      <RadioGroup
        id="replay-days"
        label="Over the last"
        horizontal
        value={String(days)}
        onChange={(d) => onDays(Number(d))}
        options={REPLAY_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
      />
      {!downtime ? (
        <p className="muted">The replay runs once the downtime has monitors and a window without problems.</p>
      ) : failed?.error ? (
        <ErrorPanel
          error={failed.error}
          action="read the monitors' history"
          onRetry={() => void failed.refetch()}
        />
      ) : replays.length < ids.length ? (
        <Loading what="the monitors' history" />
      ) : (
        <>
          <p role="status">
            Over {formatWindow(range.from, range.to, display)} it would have held {alerts.delayed} of{' '}
            {alerts.delayed + alerts.dropped + alerts.sent + alerts.unknown} alerts until its window ended and
            dropped {alerts.dropped}; of{' '}
            {notifications.sent + notifications.delayed + notifications.dropped + notifications.unknown}{' '}
            notifications sent, {notifications.delayed} would have waited and {notifications.dropped} never
            gone out.
          </p>
          {replays.map((replay) => (
            <MonitorReplayView
              key={replay.monitorId}
              replay={replay}
              monitor={monitors.find((m) => m.id === replay.monitorId)}
              downtimeName={name || 'This downtime'}
              range={range}
              now={now}
              history={events[ids.indexOf(replay.monitorId)]?.data}
            />
          ))}
        </>
      )}
    </section>
  );
}

function MonitorReplayView({
  replay,
  monitor,
  downtimeName,
  range,
  now,
  history,
}: {
  replay: MonitorReplay;
  monitor: Monitor | undefined;
  downtimeName: string;
  range: { from: number; to: number };
  now: number;
  history: { monitor_events: { time: number; monitor_status: string }[] } | undefined;
}) {
  const display = useDisplaySettings();
  const name = monitor?.name ?? replay.monitorId;
  const held = heldNow(replay, now);
  const lane = {
    id: replay.monitorId,
    label: name,
    history: (history?.monitor_events ?? []).map((e) => ({ time: e.time, status: e.monitor_status })),
    marks: replay.alerts.map(({ item, fate }) => ({
      time: item.time,
      fate: fate.kind,
      words: `${formatTimestamp(item.time, display)} ${item.monitor_status}: ${fateInWords(fate, display)}`,
    })),
  };
  return (
    <article className="stack" aria-label={`Replay of ${namedText(name)}`}>
      <h3>
        <ShownText text={name} />
      </h3>
      {held && (
        <p role="status">
          Active now: holding {held.alerts.length} alert{held.alerts.length === 1 ? '' : 's'}, released at{' '}
          {formatTimestamp(held.until, display)}.
        </p>
      )}
      <StatusTimeline
        label={`${name}: its status and alerts, with the downtime`}
        from={range.from}
        to={range.to}
        lanes={[lane]}
        downtimes={[{ name: downtimeName, spans: replay.windows }]}
      />
      {replay.alerts.length ? (
        <DataTable caption={`Alerts of ${name} over the replay`}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Status</th>
              <th scope="col">With this downtime</th>
            </tr>
          </thead>
          <tbody>
            {withKeys(replay.alerts, (a) => `${a.item.time}`).map(([a, key]) => (
              <tr key={key} data-fate={a.fate.kind}>
                <th scope="row">
                  <time dateTime={isoTime(a.item.time)}>{formatTimestamp(a.item.time, display)}</time>
                </th>
                <td>
                  <StatusBadge status={a.item.monitor_status} />
                </td>
                <td>{fateInWords(a.fate, display)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <p className="muted">No alerts in this range.</p>
      )}
    </article>
  );
}
