/**
 * The length of a relative range ("Last 1 hour", "last 2 days"), or undefined when it is none: the
 * lean reading a route's URL reader needs in the first download. Why a range is not one, for a person
 * who typed it, is time-range.ts's `parseRelativeRange`.
 */
export const UNIT_MS: Record<string, number> = {
  millisecond: 1,
  ms: 1,
  second: 1000,
  sec: 1000,
  s: 1000,
  minute: 60_000,
  min: 60_000,
  m: 60_000,
  hour: 3_600_000,
  hr: 3_600_000,
  h: 3_600_000,
  day: 86_400_000,
  d: 86_400_000,
  week: 7 * 86_400_000,
  w: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

export function unitMs(word: string): number | undefined {
  const lower = word.toLowerCase();
  return UNIT_MS[lower] ?? (lower.endsWith('s') ? UNIT_MS[lower.slice(0, -1)] : undefined);
}

export const RELATIVE_RANGE = /^\s*last\s+(\d+(?:\.\d+)?)\s+([A-Za-z]+)\s*$/i;

export function rangeLength(input: string): number | undefined {
  const match = RELATIVE_RANGE.exec(input);
  const ms = match ? unitMs(match[2] as string) : undefined;
  const amount = Number(match?.[1]);
  return ms !== undefined && amount > 0 ? amount * ms : undefined;
}
