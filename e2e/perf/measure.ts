import type { Page } from '@playwright/test';

/** Helpers for the timing benchmarks: signing in, runs, medians, percentiles, and a printed summary. */
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

/**
 * Into the demo as Admin, on Home. Waits a bounded time: a bench that cannot find its way in fails
 * in a minute, with the reason, instead of waiting out its half-hour timeout.
 */
export async function signInToDemo(page: Page) {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Explore as Admin' }).click({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
}
