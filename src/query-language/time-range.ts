import { QuerySyntaxError } from './errors';
import { RELATIVE_RANGE, UNIT_MS, unitMs } from './range-length';

export interface RelativeRange {
  amount: number;
  /** The unit as written, singular, e.g. "hour". */
  unit: string;
  durationMs: number;
}

/** Reads "Last 1 hour", "Last 15 minutes", "last 2 days" (singular or plural, any case). */
export function parseRelativeRange(input: string): RelativeRange {
  const match = RELATIVE_RANGE.exec(input);
  if (!match) {
    throw new QuerySyntaxError(
      `"${input}" is not a time range; write it like "Last 15 minutes" or "Last 2 days".`,
      0,
      Math.max(1, input.length),
      ['Last <number> <unit>'],
    );
  }
  const amount = Number(match[1]);
  const ms = unitMs(match[2] as string);
  if (ms === undefined) {
    const start = input.indexOf(match[2] as string);
    throw new QuerySyntaxError(
      `Unknown unit "${match[2]}". Use milliseconds, seconds, minutes, hours, days, weeks, months or years.`,
      start,
      start + (match[2] as string).length,
      ['minutes', 'hours', 'days'],
    );
  }
  if (amount <= 0)
    throw new QuerySyntaxError('A time range must be longer than zero.', 0, input.length, [
      'a positive number',
    ]);
  const unit =
    Object.entries(UNIT_MS).find(([name, value]) => value === ms && name.length > 2)?.[0] ??
    (match[2] as string).toLowerCase();
  return { amount, unit, durationMs: amount * ms };
}

/** Prints a relative range the way the service writes it: "Last 1 hour", "Last 15 minutes". */
export function printRelativeRange(amount: number, unit: string): string {
  return `Last ${amount} ${amount === 1 ? unit : `${unit}s`}`;
}

/** The absolute window [from, to) a range covers at `now`. */
export function resolveRange(
  range: { timeRange: string } | { fromTs: number; toTs: number },
  now: number,
): { from: number; to: number } {
  if ('timeRange' in range) return { from: now - parseRelativeRange(range.timeRange).durationMs, to: now };
  if (!(range.fromTs < range.toTs))
    throw new QuerySyntaxError('from_ts must be before to_ts.', 0, 1, ['from_ts < to_ts']);
  return { from: range.fromTs, to: range.toTs };
}
