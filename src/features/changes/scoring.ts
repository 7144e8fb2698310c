/**
 * How "What changed" ranks the values of a field between a window and its baseline (two windows of the
 * same length). Pure: no React, no API.
 *
 * The question for each value is whether its share of the events moved, and by how many events:
 *
 * - **excess**: the value's events in the window beyond what its baseline share of the window's events
 *   would give, `w − W·b/B`. A value that grew with everything else has none; a new one has all of
 *   its events; a value crowded out by a spike has a negative excess. This is what the rows are ranked
 *   by, in the direction the change is concentrated in (`dropsFirst`), the largest first.
 * - **share of the change**: of all the events that moved between a field's values from one window to
 *   the other, `|w − b| / Σ |wᵢ − bᵢ|` (the field's values not listed counted as one more), the part
 *   this value moved. Always within 0–100 %, and the shares of a field's values add up to at most all
 *   of it. (The value's part of the net change, `(w − b) / (W − B)`, is not shown: where values moved
 *   both ways it runs past 100 %, which no person reads as a share.) It is not what rows are ranked
 *   by: a value that grew with everything else moved many events, and nothing of what is different.
 * - **p**: could the split of the value's events between the windows be chance? Given its `n = w + b`
 *   events, were its share the same in both, each would fall in the window with chance `W / (W + B)`,
 *   so `w` is binomial. The exact two-sided test is used up to EXACT_UP_TO events (small counts are
 *   where a normal approximation lies) and the normal approximation with a continuity correction
 *   beyond. The binomial overstates the spread of the exact (hypergeometric) test, so it errs on the
 *   side of "could be chance".
 * - **significant**: p below 1% after a Bonferroni correction over every value compared at once (a
 *   page compares a hundred values: one in a hundred would pass by chance at 1%). A value with one or
 *   two events in one window only is never significant on its own: 2 events where the windows are
 *   even is p = 0.5.
 */

export interface ValueCounts {
  field: string;
  value: string;
  window: number;
  baseline: number;
}

export interface Totals {
  window: number;
  baseline: number;
}

export interface RankedValue extends ValueCounts {
  windowShare: number;
  baselineShare: number;
  excess: number;
  /** Its part of the events that moved between its field's values (0–1); undefined when none moved. */
  shareOfChange?: number;
  p: number;
  significant: boolean;
  /** Present in one window only. */
  only?: 'window' | 'baseline';
}

export const SIGNIFICANCE = 0.01;
const EXACT_UP_TO = 2000;

/** ln(k!) for k up to `n`, grown as needed. */
const logFactorials: number[] = [0];
function logFactorial(k: number): number {
  for (let i = logFactorials.length; i <= k; i++)
    logFactorials[i] = (logFactorials[i - 1] as number) + Math.log(i);
  return logFactorials[k] as number;
}

function logBinomialPmf(k: number, n: number, p: number): number {
  if (p <= 0) return k === 0 ? 0 : -Infinity;
  if (p >= 1) return k === n ? 0 : -Infinity;
  return (
    logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * Math.log(p) + (n - k) * Math.log(1 - p)
  );
}

/** The standard normal's upper tail, P(Z > z) (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** Two-sided p-value of `k` successes in `n` trials of chance `p`. */
export function binomialTest(k: number, n: number, p: number): number {
  if (n === 0) return 1;
  if (n <= EXACT_UP_TO) {
    const observed = logBinomialPmf(k, n, p);
    let total = 0;
    for (let i = 0; i <= n; i++) {
      const at = logBinomialPmf(i, n, p);
      // Outcomes as unlikely as the one seen, or less (with room for rounding).
      if (at <= observed + 1e-9) total += Math.exp(at);
    }
    return Math.min(1, total);
  }
  const sd = Math.sqrt(n * p * (1 - p));
  if (sd === 0) return k === n * p ? 1 : 0;
  const z = Math.max(0, Math.abs(k - n * p) - 0.5) / sd;
  return Math.min(1, 2 * upperTail(z));
}

/** A share, with half an event where a side has none: a new value's rise is large, not infinite. */
const shareOf = (count: number, total: number) => (total > 0 ? Math.max(count, 0.5) / total : 0);

/**
 * Whether the change is a drop: in each field, the value that lost share moved further from its
 * baseline than the one that gained most. A value's move is its excess times how far its share moved,
 * `|ln(w/W ÷ b/B)|` (its part of the windows' symmetric divergence), chance or not; each field's
 * strongest rise and strongest drop are summed over the fields. The strongest, not all: when one host
 * spikes over a quiet baseline, every other host's share falls far, and together they would outweigh
 * the one that explains it. A host gone silent is a drop (the rest of its field gains a little each);
 * one host's spike is a rise, however much quieter the whole window is than its baseline (a Saturday
 * against a Friday). Shares only: busier traffic throughout changes nothing.
 */
export function dropsFirst(rows: readonly RankedValue[], totals: Totals): boolean {
  const strongest = new Map<string, { rise: number; drop: number }>();
  for (const row of rows) {
    const moved =
      Math.abs(row.excess) *
      Math.abs(Math.log(shareOf(row.window, totals.window) / shareOf(row.baseline, totals.baseline)));
    if (!Number.isFinite(moved)) continue;
    const field = strongest.get(row.field) ?? { rise: 0, drop: 0 };
    if (row.excess < 0) field.drop = Math.max(field.drop, moved);
    else field.rise = Math.max(field.rise, moved);
    strongest.set(row.field, field);
  }
  let rises = 0;
  let drops = 0;
  for (const field of strongest.values()) {
    rises += field.rise;
    drops += field.drop;
  }
  // Rounding never decides: a change as large both ways is read as a rise.
  return drops > rises * (1 + 1e-9);
}

/**
 * Every value scored, then ranked: significant first, each part by its excess in the direction of
 * `dropsFirst` (the column "beyond its share").
 */
export function rankValues(rows: readonly ValueCounts[], totals: Totals): RankedValue[] {
  const { window: W, baseline: B } = totals;
  const toWindow = W + B > 0 ? W / (W + B) : 0.5;
  const level = SIGNIFICANCE / Math.max(1, rows.length);
  // Per field: the events that moved between its values, the values not listed counted as one more.
  const moved = new Map<string, { window: number; baseline: number; moved: number }>();
  for (const row of rows) {
    const field = moved.get(row.field) ?? { window: 0, baseline: 0, moved: 0 };
    moved.set(row.field, {
      window: field.window + row.window,
      baseline: field.baseline + row.baseline,
      moved: field.moved + Math.abs(row.window - row.baseline),
    });
  }
  const movedIn = (field: string) => {
    const f = moved.get(field);
    return f ? f.moved + Math.abs(Math.max(0, W - f.window) - Math.max(0, B - f.baseline)) : 0;
  };
  const scored = rows.map((row): RankedValue => {
    const windowShare = W > 0 ? row.window / W : 0;
    const baselineShare = B > 0 ? row.baseline / B : 0;
    const excess = row.window - W * baselineShare;
    const p = binomialTest(row.window, row.window + row.baseline, toWindow);
    const only =
      row.window > 0 && row.baseline === 0
        ? 'window'
        : row.baseline > 0 && row.window === 0
          ? 'baseline'
          : undefined;
    return {
      ...row,
      windowShare,
      baselineShare,
      excess,
      ...(movedIn(row.field) > 0
        ? { shareOfChange: Math.abs(row.window - row.baseline) / movedIn(row.field) }
        : {}),
      p,
      significant: p < level,
      ...(only ? { only } : {}),
    };
  });
  const direction = dropsFirst(scored, totals) ? -1 : 1;
  return scored.sort(
    (a, b) =>
      Number(b.significant) - Number(a.significant) ||
      direction * (b.excess - a.excess) ||
      a.field.localeCompare(b.field) ||
      a.value.localeCompare(b.value),
  );
}
