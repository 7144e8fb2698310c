/** Helpers for the timing benchmarks: runs, medians, percentiles, and a printed summary. */
export const RUNS = 5;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export function report(name: string, runs: number[], target: number, unit = 'ms'): boolean {
  const m = median(runs);
  const met = m <= target;
  console.log(
    `${m.toFixed(1).padStart(8)} ${unit}  ${name} (median of ${runs.length}: ${runs.map((r) => r.toFixed(1)).join(', ')}; target ${target} ${unit}: ${met ? 'met' : 'MISSED'})`,
  );
  return met;
}
