import type { DisplaySettings } from './time';

/** The person's zone offset at a moment, as "+01:00" (what the service writes a report's times in). */
export function zoneOffsetAt(timestamp: number, chosen: DisplaySettings): string {
  const minutes = chosen.timeZone === 'UTC' ? 0 : -new Date(timestamp).getTimezoneOffset();
  const whole = Math.abs(minutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}
