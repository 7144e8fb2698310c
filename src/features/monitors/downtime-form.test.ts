import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockTimesOf,
  draftOfDowntime,
  emptyDowntime,
  fromServiceClock,
  toServiceClock,
  upcoming,
  validateDowntime,
  writeOfDowntime,
} from './downtime-form';

// A person in London: summer time (UTC+1) ends on Sunday 25 October 2026 at 02:00, local.
const LONDON = { timeZone: 'local', dateFormat: 'YYYY-MM-DD' } as const;
const UTC = { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD' } as const;
const before = Date.UTC(2026, 9, 20, 12); // Tuesday 20 October, in summer time
let zone: string | undefined;

beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = zone;
});

const draft = (change: object) => ({
  ...emptyDowntime(['m1'], before),
  name: 'n',
  description: 'd',
  ...change,
});

describe('a recurring window typed in the person zone', () => {
  it('is kept on the UTC day by the offset when it is saved', () => {
    const write = writeOfDowntime(draft({ days: ['Sunday'], from: '03:00', to: '05:00' }), LONDON, before);
    expect(write.dynamic_time_range).toEqual({
      from_minute_of_day: 120,
      to_minute_of_day: 240,
      invert: false,
      repeat_days: ['Sunday'],
    });
  });

  it('moves its days with its start when the offset crosses midnight', () => {
    expect(toServiceClock({ days: ['Monday'], from: 30, to: 90 }, 'local', before)).toEqual({
      days: ['Sunday'],
      from: 23 * 60 + 30,
      to: 30,
    });
    expect(fromServiceClock({ days: ['Sunday'], from: 23 * 60 + 30, to: 30 }, 'local', before)).toEqual({
      days: ['Monday'],
      from: 30,
      to: 90,
    });
  });

  it('shows its hours an hour earlier on the person clock once summer time has ended', () => {
    const write = writeOfDowntime(draft({ days: ['Sunday'], from: '03:00', to: '05:00' }), LONDON, before);
    const windows = upcoming(write, before, 14);
    // Sunday 25 October: the change happens at 01:00 UTC, before the window (02:00 UTC) opens.
    expect(windows.map((w) => new Date(w.from).toISOString())).toEqual([
      '2026-10-25T02:00:00.000Z',
      '2026-11-01T02:00:00.000Z',
    ]);
    expect(clockTimesOf(windows, LONDON)).toEqual(['02:00–04:00', '02:00–04:00']);
    // The week before the change, the same UTC window read 03:00–05:00 in London.
    const earlier = upcoming(write, Date.UTC(2026, 9, 12), 7);
    expect(clockTimesOf(earlier, LONDON)).toEqual(['03:00–05:00']);
  });

  it('opens as it was typed, in the zone of the day it is opened', () => {
    const write = writeOfDowntime(
      draft({ days: ['Saturday', 'Sunday'], from: '22:30', to: '01:00' }),
      LONDON,
      before,
    );
    const saved = { ...write, id: 'x' };
    expect(draftOfDowntime(saved, before, LONDON)).toMatchObject({
      days: ['Saturday', 'Sunday'],
      from: '22:30',
      to: '01:00',
    });
    // In UTC the same downtime reads an hour earlier.
    expect(draftOfDowntime(saved, before, UTC)).toMatchObject({ from: '21:30', to: '00:00' });
  });

  it('is refused without days or with a time of day that is none', () => {
    expect(validateDowntime(draft({ days: [], from: '25:00' }))).toMatchObject({
      days: 'Choose at least one day.',
      from: 'A time of day, such as 02:00.',
    });
    expect(validateDowntime(draft({ kind: 'once', start: before, end: before - 1 }))).toMatchObject({
      end: 'Must be after the start.',
    });
  });
});
