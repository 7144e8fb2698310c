import type { components } from '../../api/schema.gen';
import { numberOf } from '../../api/tolerant';
import { formatDuration, HOUR, MINUTE, parseWindow } from '../../monitor-rules/window';

/**
 * How noisy a monitor was over a range, from its recorded history (pure, no React): how often it fired,
 * how often it flapped, how long it was muted, whether it never fired or never recovered, and changes
 * that would quiet it, each to be backtested in the monitor's form before it is saved.
 */
type Schemas = components['schemas'];
type Monitor = Pick<Schemas['Monitor'], 'threshold' | 'window'> &
  Partial<Pick<Schemas['Monitor'], 'warning_threshold' | 'comparison_operator' | 'muted_until'>>;

/**
 * A flap: a spell of ALERT or WARN that was back to OK within this long: long enough that a backtest
 * over 30 days, which replays every half hour (one search's slices), sees the same flaps as the
 * service's history.
 */
export const FLAP_WITHIN = 2 * HOUR;
/** Flaps over the range that make a monitor flapping (fewer are its incidents coming and going). */
const FLAPPING = 5;

const TROUBLE = new Set(['ALERT', 'WARN']);

interface MonitorChange {
  threshold?: number;
  warning?: number;
  window?: string;
}

interface Suggestion {
  id: 'raise' | 'warning' | 'window';
  label: string;
  change: MonitorChange;
}

export interface Noise {
  /** Changes into ALERT or WARN (what a backtest counts as "would have triggered"). */
  fired: number;
  flaps: number;
  /** Time any group spent in ALERT or WARN, summed over groups. */
  troubleMs: number;
  /**
   * Muted at the end of the range: until when (-1: indefinitely). The contract has no time a mute
   * began, so how long it has lasted cannot be told; the view says so.
   */
  mutedUntil?: number;
  neverFired: boolean;
  /** A group in ALERT or WARN at the end that was never OK again after it first was. */
  neverRecovered: boolean;
  suggestions: Suggestion[];
  /** Said when there is nothing to change, or something other than a threshold to do. */
  note?: string;
}

/** A threshold a person would type: whole when the old one was, else two significant figures. */
const rounded = (value: number, whole: boolean) => (whole ? Math.round(value) : Number(value.toPrecision(2)));

/** A threshold a quarter further from where the values usually are (up for ABOVE, down for BELOW). */
function raised(threshold: number, operator: string | undefined, by = 1.25): number {
  const below = operator === 'BELOW' || operator === 'BELOW_OR_EQUAL';
  const moved = rounded(below ? threshold / by : threshold * by, Number.isInteger(threshold));
  // A small whole threshold still moves: 3 → 4, not 3 → 3.8 rounded back to 4 or kept at 3.
  if (moved !== threshold) return moved;
  return below ? threshold - 1 : threshold + 1;
}

const windowText = (ms: number) => `Last ${formatDuration(ms)}`;

function suggestionsOf(monitor: Monitor, flapping: boolean, stuck: boolean): Suggestion[] {
  const threshold = numberOf(monitor.threshold);
  const higher = raised(threshold, monitor.comparison_operator, stuck ? 1.5 : 1.25);
  const out: Suggestion[] = [
    {
      id: 'raise',
      label: `Raise the threshold from ${threshold.toLocaleString('en')} to ${higher.toLocaleString('en')}`,
      change: { threshold: higher },
    },
  ];
  if (!flapping) return out;
  if (monitor.warning_threshold === undefined)
    out.push({
      id: 'warning',
      label: `Warn at ${threshold.toLocaleString('en')}, alert at ${higher.toLocaleString('en')}`,
      change: { threshold: higher, warning: threshold },
    });
  let windowMs: number | undefined;
  try {
    windowMs = parseWindow(monitor.window);
  } catch {
    // A window the console cannot read: no longer one to suggest.
  }
  // The contract's longest window is a day.
  if (windowMs !== undefined && windowMs * 2 <= 24 * HOUR)
    out.push({
      id: 'window',
      label: `Look at ${formatDuration(windowMs * 2)} instead of ${formatDuration(windowMs)}`,
      change: { window: windowText(windowMs * 2) },
    });
  return out;
}

/** The noise of one monitor over [from, to] from its recorded history. */
export function noiseOf(
  monitor: Monitor,
  history: Pick<Schemas['MonitorEvents'], 'monitor_events' | 'groups_history'>,
  range: { from: number; to: number },
): Noise {
  const fired = history.monitor_events.filter((e) => TROUBLE.has(e.monitor_status)).length;
  let flaps = 0;
  let troubleMs = 0;
  let neverRecovered = false;
  for (const group of history.groups_history) {
    // Times may arrive as text; points out of order are put in order.
    const points = group.history
      .map((p) => ({ time: numberOf(p.time), status: p.status }))
      .sort((a, b) => a.time - b.time);
    let since: number | undefined;
    let troubledOnce = false;
    let okAfterTrouble = false;
    for (const point of points) {
      if (TROUBLE.has(point.status)) {
        troubledOnce = true;
        since ??= point.time;
      } else {
        if (since !== undefined) {
          troubleMs += point.time - since;
          if (point.status === 'OK' && point.time - since <= FLAP_WITHIN) flaps++;
        }
        if (troubledOnce && point.status === 'OK') okAfterTrouble = true;
        since = undefined;
      }
    }
    if (since !== undefined) {
      troubleMs += Math.max(0, range.to - since);
      if (!okAfterTrouble) neverRecovered = true;
    }
  }
  const until = monitor.muted_until === undefined ? undefined : numberOf(monitor.muted_until);
  const muted = until !== undefined && (until === -1 || until > range.to);
  const flapping = flaps >= FLAPPING;
  const neverFired = fired === 0 && troubleMs === 0;
  const noisy = flapping || fired >= 10 || neverRecovered;
  return {
    fired,
    flaps,
    troubleMs,
    ...(muted ? { mutedUntil: until } : {}),
    neverFired,
    neverRecovered,
    suggestions: noisy ? suggestionsOf(monitor, flapping, neverRecovered) : [],
    ...(neverFired
      ? { note: 'Never fired: check that it still watches what it should.' }
      : muted && until === -1
        ? { note: 'Muted with no end: unmute it or delete it.' }
        : !noisy
          ? { note: 'Quiet: nothing to change.' }
          : {}),
  };
}

/** Noisiest first: flaps, then firings, then time in trouble; never fired last. */
export function byNoise(a: Noise, b: Noise): number {
  return (
    b.flaps - a.flaps ||
    b.fired - a.fired ||
    Number(b.neverRecovered) - Number(a.neverRecovered) ||
    b.troubleMs - a.troubleMs
  );
}

/** Time in ALERT or WARN as a person reads it: minutes under an hour ("40 minutes"), else hours. */
export function formatTrouble(ms: number): string {
  if (!(ms > 0)) return '—';
  return ms < HOUR - MINUTE / 2
    ? formatDuration(Math.max(1, Math.round(ms / MINUTE)) * MINUTE)
    : formatDuration(Math.max(1, Math.round(ms / HOUR)) * HOUR);
}
