import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { clockOffsetFromEnv, offsetTo, parseInstant, shiftClock } from './clock';

/** The real clock, whatever this run's (a run under LOOKOUT_NOW shifts the tests' own). */
const RealDate = runInNewContext('Date') as DateConstructor;

/**
 * A fresh realm, shifted by `offsetMs` as the specs shift a page (the function's source text, run
 * there); returns an evaluator. `RealDate` is that realm's own clock before the shift.
 */
function realm(offsetMs: number): (code: string) => unknown {
  const context = {};
  runInNewContext(`globalThis.RealDate = Date; globalThis.shiftClock = ${shiftClock.toString()};`, context);
  runInNewContext(`shiftClock(${offsetMs})`, context);
  return (code) => runInNewContext(code, context);
}

describe('the stack clock', () => {
  it('reads an instant with its zone, and refuses one without', () => {
    expect(parseInstant('2026-12-06T03:20:00Z')).toBe(RealDate.UTC(2026, 11, 6, 3, 20));
    expect(parseInstant('2026-12-06T04:20:00+01:00')).toBe(RealDate.UTC(2026, 11, 6, 3, 20));
    expect(parseInstant('1796527200000')).toBe(1796527200000);
    expect(() => parseInstant('2026-12-06T03:20')).toThrow(/with its zone/);
    expect(() => parseInstant('tomorrow')).toThrow(/LOOKOUT_NOW=tomorrow/);
  });

  it('is the real clock when LOOKOUT_NOW is unset', () => {
    const env: Record<string, string> = {};
    expect(clockOffsetFromEnv(env, 1_000_000)).toBe(0);
    expect(env).toEqual({});
  });

  it('gives every process started from the first the same offset, however much later it reads it', () => {
    const env: Record<string, string> = { LOOKOUT_NOW: '2026-12-06T03:20:00Z' };
    const startedAt = RealDate.UTC(2026, 11, 7, 13, 0, 0, 400);
    const first = clockOffsetFromEnv(env, startedAt);
    // The run's clock reads the instant when the run began (to the second), and runs on from it.
    expect(startedAt - 400 + first).toBe(RealDate.UTC(2026, 11, 6, 3, 20));
    const child = { ...env };
    expect(clockOffsetFromEnv(child, startedAt + 95_000)).toBe(first);
  });

  it('shifts now and a date of no argument, and nothing else', () => {
    const page = realm(-86_400_000);
    const day = -86_300_000;
    expect(page('Date.now() - RealDate.now()')).toBeLessThan(day);
    expect(page('new Date().getTime() - RealDate.now()')).toBeLessThan(day);
    expect(page('new Date(0).getTime()')).toBe(0);
    expect(page('new Date(2026, 0, 1).getTime() === new RealDate(2026, 0, 1).getTime()')).toBe(true);
    expect(page('Date.UTC(2026, 0, 1)')).toBe(RealDate.UTC(2026, 0, 1));
    expect(page("Date.parse('2026-01-01T00:00:00Z')")).toBe(RealDate.UTC(2026, 0, 1));
    // Still a Date to everyone who asks, and text when called as a function.
    expect(page('new Date() instanceof RealDate && new RealDate(0) instanceof Date')).toBe(true);
    expect(page('Object.prototype.toString.call(new Date())')).toBe('[object Date]');
    expect(page('typeof Date()')).toBe('string');
    expect(page('new (class Later extends Date {})().getTime() - RealDate.now()')).toBeLessThan(day);
  });

  it('shifts once, however often it is asked', () => {
    const page = realm(3_600_000);
    page('shiftClock(3600000)');
    expect(page('Date.now() - RealDate.now()')).toBeGreaterThanOrEqual(3_600_000);
    expect(page('Date.now() - RealDate.now()')).toBeLessThan(7_200_000);
  });

  it("gives another realm a shifted page's clock exactly, though the message took milliseconds", () => {
    // The page read its clock (shifted a day) at 1_000_000; the worker reads its own 3 ms later.
    expect(offsetTo(1_000_000 + 86_400_000, 1_000_003)).toBe(86_400_000);
    expect(offsetTo(1_000_000, 1_000_004)).toBe(0);
  });

  it('never puts another realm behind a page whose clock a spec holds still', () => {
    // A held clock is any instant; the worker's must reach it, or a window ending at the page's now
    // loses its last events there (a count one short, seen at load 10).
    for (const held of [1_000_000, 1_000_499, 1_000_500, 1_000_999, 1_060_000 - 1])
      for (const real of [900_000, 1_000_000, 1_000_250, 1_000_501])
        expect(real + offsetTo(held, real)).toBeGreaterThanOrEqual(held);
  });
});
