/**
 * The stack's clock: one setting moves "now" for the mock service (in the page, its search worker and
 * the HTTP server), the page itself and the specs, so any instant of the week can be replayed exactly.
 *
 * `LOOKOUT_NOW` names an instant (ISO 8601, `2026-12-06T03:20:00Z`, or epoch milliseconds); the clock
 * reads that instant when the run begins and runs on from it. The first process to read it writes the
 * real time it began at (`LOOKOUT_NOW_SINCE`) beside it, so every process it starts (Playwright's
 * workers, the mock server and its threads) runs the same clock to the millisecond. Unset, everything
 * runs on the real clock.
 *
 * The shift replaces `Date` (its `now()` and a `new Date()` of no argument) rather than asking every
 * caller to use a clock of ours: libraries read it too (a calendar's "today", a cache's age), and code
 * written tomorrow cannot forget it. Timers and `performance` are left alone: they measure durations,
 * which a shift does not change.
 */

/** The variable a person sets, and the one the first process adds for the rest. */
const NOW_VARIABLE = 'LOOKOUT_NOW';
const SINCE_VARIABLE = 'LOOKOUT_NOW_SINCE';

type Env = Record<string, string | undefined>;

/** The instant `LOOKOUT_NOW` names, in epoch milliseconds; an unreadable one is an error, said at once. */
export function parseInstant(text: string): number {
  const instant = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(instant) || !/^\d+$|Z$|[+-]\d\d:?\d\d$/.test(text))
    throw new Error(`${NOW_VARIABLE}=${text}: name an instant with its zone, as 2026-12-06T03:20:00Z.`);
  return instant;
}

/**
 * How far this run's clock is from the real one, in milliseconds (0 when `LOOKOUT_NOW` is unset).
 * Records when the run began in `env`, so the processes started from it share the offset.
 */
export function clockOffsetFromEnv(env: Env, realNow = Date.now()): number {
  const named = env[NOW_VARIABLE];
  if (!named) return 0;
  // Whole seconds: the page's search worker learns the offset by measuring it (clockOffset below).
  env[SINCE_VARIABLE] ??= String(Math.floor(realNow / 1000) * 1000);
  return parseInstant(named) - Number(env[SINCE_VARIABLE]);
}

const INCIDENTS_VARIABLE = 'LOOKOUT_INCIDENTS_AT';
/** Where the browser demo of a page reads the moment its incidents are placed from (`placeIncidents`). */
export const INCIDENTS_KEY = 'lookout.demo.incidents-at';

/**
 * Fixes, for a whole run, the moment the demo's services place their incidents from
 * (mocks/engine/incidents.ts): the run's start on its clock. Every page, mock server and spec of the
 * run then agrees where the incidents are, whenever each started; a service started on its own
 * places them when it starts.
 */
export function fixIncidentsForRun(env: Env): void {
  env[INCIDENTS_VARIABLE] ??= String(Date.now());
}

/** The moment a run placed its incidents from, if it fixed one. */
export function incidentsAtFromEnv(env: Env): number | undefined {
  const at = Number(env[INCIDENTS_VARIABLE]);
  return env[INCIDENTS_VARIABLE] && Number.isFinite(at) ? at : undefined;
}

/** Tells a page's demo where the run placed its incidents. Self-contained: an init script, as below. */
export function placeIncidents({ key, at }: { key: string; at: number }): void {
  try {
    sessionStorage.setItem(key, String(at));
  } catch {
    // A page with no storage of its own (about:blank) has no demo either.
  }
}

/**
 * Moves this realm's `Date` by `offsetMs`. Self-contained (no imports, no closure over this module):
 * the specs hand it to the page as an init script, which Playwright sends as source text.
 */
export function shiftClock(offsetMs: number): void {
  const RealDate = globalThis.Date as DateConstructor & { lookoutOffset?: number };
  if (!offsetMs || RealDate.lookoutOffset !== undefined) return;
  const now = () => RealDate.now() + offsetMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date() is the current time as text.
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target) as Date;
  }
  Object.defineProperties(ShiftedDate, {
    ...Object.getOwnPropertyDescriptors(RealDate),
    now: { value: now, writable: true, configurable: true },
    lookoutOffset: { value: offsetMs },
  });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * The shift that brings this realm's clock to `instant`, read by another realm just now: how the page
 * gives its search worker its time, whether the page's clock was shifted by `LOOKOUT_NOW` or held still
 * by a spec. Whole seconds up (the message took milliseconds): a shifted clock comes out exact, and a
 * held one never behind, so a window ending at the page's now is never cut short by the worker's.
 */
export function offsetTo(instant: number, realNow = Date.now()): number {
  return Math.ceil((instant - realNow) / 1000) * 1000 || 0; // (0, not -0: no shift)
}
