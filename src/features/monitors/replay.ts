import type { components } from '../../api/schema.gen';
import { DAY } from '../../lib/time';
import { coveringOf, fateOf, type DowntimeSpec, type Fate, type Span } from '../../monitor-rules/downtimes';

type Schemas = components['schemas'];

/** How far past its range a downtime's windows are read: the longest a one-off one is drawn out. */
const AHEAD = 31 * DAY;

/** An alert is a status change into trouble: what a monitor notifies of. */
const isAlert = (status: string | undefined) => status !== undefined && status !== 'OK';

interface Replayed<T> {
  item: T;
  fate: Fate;
}

/** What a downtime would have done to one monitor over a range: its windows, its alerts and notifications. */
export interface MonitorReplay {
  monitorId: string;
  windows: Span[];
  alerts: Replayed<Schemas['MonitorEvent']>[];
  notifications: Replayed<Schemas['MonitorNotification']>[];
}

/**
 * A downtime not yet saved, replayed over a monitor's recorded history (the same history its page
 * draws): each alert and each notification with what the downtime would have made of it, by the rules
 * the service applies (src/monitor-rules/downtimes.ts). A time the clock cannot read is left as sent.
 */
export function replayDowntime(
  downtime: DowntimeSpec,
  monitorId: string,
  history: {
    events?: Schemas['MonitorEvents'] | undefined;
    notifications?: Schemas['MonitorNotifications'] | undefined;
  },
  range: Span,
): MonitorReplay {
  // Read past the range's end: a window still open at its end holds until it closes, not until now.
  const covering = coveringOf([downtime], monitorId, { from: range.from, to: range.to + AHEAD });
  const fate = (time: unknown, status: string | undefined): Fate =>
    typeof time === 'number' ? fateOf(time, status, covering) : { kind: 'sent' };
  return {
    monitorId,
    windows: covering[0]?.windows ?? [],
    alerts: (history.events?.monitor_events ?? [])
      .filter((e) => isAlert(e.monitor_status) && e.time >= range.from && e.time < range.to)
      .map((item) => ({ item, fate: fate(item.time, item.monitor_status) })),
    notifications: (history.notifications?.monitor_notifications ?? []).map((item) => ({
      item,
      fate: fate(item.time, item.monitor_status),
    })),
  };
}

/** How many of each fate, over replays of several monitors. */
export function countFates(replays: MonitorReplay[], of: 'alerts' | 'notifications') {
  const counts = { sent: 0, dropped: 0, delayed: 0, unknown: 0 };
  for (const replay of replays) for (const { fate } of replay[of]) counts[fate.kind] += 1;
  return counts;
}

/** What an active DELAY downtime is holding now: the alerts since its window opened, released at its end. */
export function heldNow(
  replay: MonitorReplay,
  now: number,
): { alerts: Schemas['MonitorEvent'][]; until: number } | undefined {
  const window = replay.windows.find((w) => w.from <= now && now < w.to);
  if (!window) return undefined;
  const alerts = replay.alerts
    .filter((a) => a.fate.kind === 'delayed' && a.item.time >= window.from)
    .map((a) => a.item);
  return { alerts, until: window.to };
}
