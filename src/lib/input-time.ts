import type { DisplaySettings } from './time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time as a datetime-local input shows it ("2026-11-21T04:35"), on the wall clock of the person's
 * display zone: UTC, or the browser's zone.
 */
export function toInputTime(ms: number | undefined, zone: DisplaySettings['timeZone']): string {
  if (ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  if (zone === 'UTC') return d.toISOString().slice(0, 16);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a datetime-local input holds, read on the display zone's wall clock; undefined when empty. */
export function fromInputTime(text: string, zone: DisplaySettings['timeZone']): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return undefined;
  const ms =
    zone === 'UTC' ? Date.parse(`${text.length === 16 ? `${text}:00` : text}Z`) : new Date(text).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/** The zone as a label says it: "UTC", or the browser's zone by name. */
export function zoneName(zone: DisplaySettings['timeZone']): string {
  return zone === 'UTC' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone || 'your zone';
}
