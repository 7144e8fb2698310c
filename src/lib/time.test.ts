import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { axisTimeFormat, formatClock, formatDayClock } from './clock';
import {
  formatDate,
  formatTimestamp,
  formatWindow,
  getDisplaySettings,
  isoTime,
  setDisplaySettings,
} from './time';
import { formatEventTime } from './clock';
import { formatRelative } from './relative-time';

const at = Date.UTC(2026, 10, 21, 16, 5, 9, 42);

describe('times shown by the settings', () => {
  afterEach(() =>
    setDisplaySettings({ timeZone: 'UTC', dateFormat: 'YYYY-MM-DD', theme: 'system', askAbove: 1e9 }),
  );

  it('default to UTC and ISO dates, as the service writes them', () => {
    expect(getDisplaySettings()).toEqual({
      timeZone: 'UTC',
      dateFormat: 'YYYY-MM-DD',
      theme: 'system',
      askAbove: 1e9,
    });
    expect(formatTimestamp(at, getDisplaySettings())).toBe('2026-11-21 16:05 UTC');
    expect(formatEventTime(at, getDisplaySettings())).toBe('2026-11-21 16:05:09.042 UTC');
    expect(formatClock(at, getDisplaySettings())).toBe('16:05');
    expect(formatDayClock(at, getDisplaySettings())).toBe('11-21 16:05');
  });

  it('an axis over more than a day names the day of each tick, in the chosen format', () => {
    const chosen = { timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', theme: 'system', askAbove: 1e9 } as const;
    expect(axisTimeFormat(6 * 3_600_000, chosen)(at)).toBe('16:05');
    expect(axisTimeFormat(24 * 3_600_000, chosen)(at)).toBe('16:05');
    expect(axisTimeFormat(28 * 3_600_000, chosen)(at)).toBe('21/11 16:05');
  });

  it("an axis within a day that crosses midnight names the day where each begins, in the person's zone", () => {
    const chosen = { timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', theme: 'system', askAbove: 1e9 } as const;
    const hour = 3_600_000;
    const ticks = [-2, -1, 0, 1, 2].map((h) => Date.UTC(2026, 10, 28) + h * hour);
    const label = axisTimeFormat(4 * hour, chosen, hour, ticks);
    expect(ticks.map(label)).toEqual(['27/11 22:00', '23:00', '28/11 00:00', '01:00', '02:00']);
    // Ticks all within one day: no date, wherever the window began.
    const evening = ticks.map((t) => t - 4 * hour);
    expect(evening.map(axisTimeFormat(24 * hour, chosen, hour, evening))).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
    // Seconds stay when the slices need them.
    const midnight = ticks[2] as number;
    const close = axisTimeFormat(60_000, chosen, 5_000, [midnight - 30_000, midnight]);
    expect([close(midnight - 30_000), close(midnight)]).toEqual(['27/11 23:59:30', '28/11 00:00:00']);
  });

  it('a window names its zone once, and its second date only when the day changes', () => {
    const chosen = getDisplaySettings();
    const minute = at - (at % 60_000);
    expect(formatWindow(minute, minute + 3_600_000, chosen)).toBe('2026-11-21 16:05 → 17:05 UTC');
    expect(formatWindow(minute, minute + 86_400_000, chosen)).toBe('2026-11-21 16:05 → 2026-11-22 16:05 UTC');
    // Off the minute, the seconds: a window never reads as another one.
    expect(formatWindow(at, at + 3_600_000, chosen)).toBe('2026-11-21 16:05:09 → 17:05:09 UTC');
  });

  it('a window reads back as the moments it was made of, to the second', () => {
    const chosen = { ...getDisplaySettings(), timeZone: 'UTC' as const, dateFormat: 'YYYY-MM-DD' as const };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 }),
        fc.integer({ min: 1, max: 2 * 86_400 }),
        (fromSeconds, lengthSeconds) => {
          const from = fromSeconds * 1000;
          const to = from + lengthSeconds * 1000;
          const [start, end] = formatWindow(from, to, chosen).replace(' UTC', '').split(' → ') as [
            string,
            string,
          ];
          const read = (text: string, dateOf: string) => {
            const [date, clock] = text.includes(' ') ? (text.split(' ') as [string, string]) : [dateOf, text];
            return Date.parse(`${date}T${clock.length === 5 ? `${clock}:00` : clock}Z`);
          };
          expect(read(start, '')).toBe(from);
          expect(read(end, start.split(' ')[0] as string)).toBe(to);
        },
      ),
    );
  });

  it('labels an axis of short slices with their seconds, and longer ones with the minute or the day', () => {
    const chosen = getDisplaySettings();
    expect(axisTimeFormat(120_000, chosen, 2_000)(at)).toBe('16:05:09');
    expect(axisTimeFormat(3_600_000, chosen, 60_000)(at)).toBe('16:05');
    expect(axisTimeFormat(3 * 86_400_000, chosen, 3_600_000)(at)).toBe('11-21 16:05');
  });

  it('shows a value that is not a time as the value, never an error', () => {
    const chosen = getDisplaySettings();
    for (const value of [Number.NaN, 1e20, -1e17, Infinity])
      for (const format of [formatTimestamp, formatDate, formatEventTime, formatDayClock])
        expect(format(value, chosen)).toBe(String(value));
    expect(formatRelative(1e20)).toBe('100000000000000000000');
    expect(isoTime(1e20)).toBeUndefined();
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('follow the chosen date format everywhere, and are kept for this tab', () => {
    setDisplaySettings({ timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', theme: 'system', askAbove: 1e9 });
    expect(formatTimestamp(at, getDisplaySettings())).toBe('21/11/2026 16:05 UTC');
    expect(formatDayClock(at, getDisplaySettings())).toBe('21/11 16:05');
    expect(JSON.parse(sessionStorage.getItem('lookout.display') ?? '{}')).toMatchObject({
      dateFormat: 'DD/MM/YYYY',
    });
    setDisplaySettings({ timeZone: 'UTC', dateFormat: 'MM/DD/YYYY', theme: 'system', askAbove: 1e9 });
    expect(formatDate(at, getDisplaySettings())).toBe('11/21/2026');
  });

  it('in the local zone name the zone, so a time is never ambiguous', () => {
    setDisplaySettings({ timeZone: 'local', dateFormat: 'YYYY-MM-DD', theme: 'system', askAbove: 1e9 });
    const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    expect(formatTimestamp(at, getDisplaySettings()).endsWith(` ${zone}`)).toBe(true);
  });
});
