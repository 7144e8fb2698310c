import { describe, expect, it } from 'vitest';
import { fromTypedTime, toTypedTime } from './input-time';

describe("typed times in the person's date format and zone", () => {
  const at = Date.UTC(2026, 10, 21, 4, 35);
  const utc = { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD' } as const;

  it('writes and reads each date format', () => {
    expect(toTypedTime(at, utc)).toBe('2026-11-21 04:35');
    expect(toTypedTime(at, { ...utc, dateFormat: 'DD/MM/YYYY' })).toBe('21/11/2026 04:35');
    expect(toTypedTime(at, { ...utc, dateFormat: 'MM/DD/YYYY' })).toBe('11/21/2026 04:35');
    for (const dateFormat of ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const) {
      const chosen = { timeZone: 'UTC', dateFormat } as const;
      expect(fromTypedTime(toTypedTime(at, chosen), chosen)).toBe(at);
    }
  });

  it('keeps seconds when there are some, and reads a date alone as its midnight', () => {
    expect(toTypedTime(at + 9000, utc)).toBe('2026-11-21 04:35:09');
    expect(fromTypedTime('2026-11-21 04:35:09', utc)).toBe(at + 9000);
    expect(fromTypedTime('2026-11-21', utc)).toBe(Date.UTC(2026, 10, 21));
  });

  it('round-trips the browser zone', () => {
    const chosen = { timeZone: 'local', dateFormat: 'DD/MM/YYYY' } as const;
    expect(fromTypedTime(toTypedTime(at, chosen), chosen)).toBe(at);
  });

  it('reads no time from what is not one', () => {
    expect(fromTypedTime('31/02/2026 10:00', { ...utc, dateFormat: 'DD/MM/YYYY' })).toBeUndefined();
    expect(fromTypedTime('2026-11-21 25:00', utc)).toBeUndefined();
    expect(fromTypedTime('21/11/2026', utc)).toBeUndefined();
    expect(fromTypedTime('yesterday', utc)).toBeUndefined();
  });
});
