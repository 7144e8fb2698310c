import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  axisTimeFormat,
  formatDayClock,
  formatEventTime,
  formatTimestamp,
  formatWindow,
  getDisplaySettings,
  setDisplaySettings,
} from './time';

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

  it('a window names its zone once, and its second date only when the day changes', () => {
    const chosen = getDisplaySettings();
    expect(formatWindow(at, at + 3_600_000, chosen)).toBe('2026-11-21 16:05 → 17:05 UTC');
    expect(formatWindow(at, at + 86_400_000, chosen)).toBe('2026-11-21 16:05 → 2026-11-22 16:05 UTC');
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
