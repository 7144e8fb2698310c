import { formatTimestamp, formatWindow, type DisplaySettings } from '../../lib/time';
import { zoneName } from '../../lib/input-time';
import { WEEKDAYS } from '../../monitor-rules/downtimes';
import { activeWindow, draftOfDowntime, upcoming, type Downtime } from './downtime-form';

/** "Mondays and Fridays", "every day", "weekdays". */
function daysInWords(days: string[]): string {
  if (days.length === 7 || days.length === 0) return 'every day';
  const set = new Set(days);
  if (set.size === 5 && WEEKDAYS.slice(0, 5).every((d) => set.has(d))) return 'weekdays';
  if (set.size === 2 && set.has('Saturday') && set.has('Sunday')) return 'weekends';
  const names = WEEKDAYS.filter((d) => set.has(d)).map((d) => `${d}s`);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) as string}`
    : (names[0] ?? '');
}

/** A downtime's schedule as a person reads it, on their clock: "Sundays 03:00–05:00 (Europe/London)". */
export function scheduleInWords(downtime: Downtime, now: number, display: DisplaySettings): string {
  const fixed = downtime.static_time_range;
  if (fixed) return `Once, ${formatWindow(fixed.from, fixed.to, display)}`;
  if (!downtime.dynamic_time_range) return 'No window';
  const draft = draftOfDowntime(downtime, now, display);
  const hours = `${draft.from}–${draft.to} (${zoneName(display.timeZone)})`;
  return draft.invert
    ? `Outside ${hours} on ${daysInWords(draft.days)}, and all day on other days`
    : `${daysInWords(draft.days).replace(/^./, (c) => c.toUpperCase())} ${hours}`;
}

/** Whether it applies now and until when, or when it next does, or that it is over. */
export function stateInWords(downtime: Downtime, now: number, display: DisplaySettings): string {
  const active = activeWindow(downtime, now);
  if (active) return `Active until ${formatTimestamp(active.to, display)}`;
  const next = upcoming(downtime, now, 31)[0];
  return next ? `Next ${formatWindow(next.from, next.to, display)}` : 'Over';
}

/** What a strategy does, said where it is chosen and shown. */
export const STRATEGY_WORDS: Record<string, { label: string; hint: string }> = {
  DELAY: {
    label: 'Delay',
    hint: 'Hold what the monitors send during the window, and send it when the window ends.',
  },
  DROP: { label: 'Drop', hint: 'Send nothing during the window: its alerts are never sent.' },
};
export const strategyLabel = (strategy: string | undefined) =>
  STRATEGY_WORDS[strategy ?? 'DELAY']?.label ?? strategy ?? 'Delay';
