/**
 * `npm run bench:engine`: timings of the mock search engine in Node, median of several runs, each on
 * a fresh engine (cold cache). Targets: the first page of a "Last 1 hour" search within
 * 50 ms, a count over "Last 24 hours" across all datasets within 500 ms. Not part of `npm test`:
 * timings on a shared machine are noisy, so they are measured here and written down in docs/figures.md.
 */
import { seedDatasets } from './catalogue';
import { SearchEngine, type SearchQuery } from './search';

const RUNS = 7;
const catalogue = seedDatasets();
const all = catalogue.map((d) => d.id);
const nginx = catalogue.find((d) => d.dataset === 'nginx-access')?.id as string;

const cases: [string, SearchQuery, number | null][] = [
  [
    'first page, Last 1 hour, all datasets',
    { from: all, select: [], timeRange: 'Last 1 hour', limit: 50 },
    50,
  ],
  [
    'count(*), Last 24 hours, all datasets',
    { from: all, select: ['count(*)'], timeRange: 'Last 24 hours', numOfSlices: 96 },
    500,
  ],
  [
    'count(*) where status_code >= 500, Last 24 hours, all datasets',
    { from: all, select: ['count(*)'], where: 'status_code >= 500', timeRange: 'Last 24 hours' },
    null,
  ],
  [
    'p95(latency_ms) by status_code, Last 24 hours, nginx',
    { from: [nginx], select: ['p95(latency_ms)'], groups: ['status_code'], timeRange: 'Last 24 hours' },
    null,
  ],
  [
    // What the alert-noise view asks of each monitor: thirty days, read event by event the first time.
    "count(*) where path = '/api/search' AND latency_ms > 150, 30 days in 720 slices, nginx",
    {
      from: [nginx],
      select: ['count(*)'],
      where: "path = '/api/search' AND latency_ms > 150",
      timeRange: 'Last 30 days',
      numOfSlices: 720,
    },
    null,
  ],
  [
    'explain_only, Last 7 days, all datasets',
    { from: all, select: [], timeRange: 'Last 7 days', explainOnly: true },
    null,
  ],
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

let failed = false;
console.log(`Mock search engine, median of ${RUNS} cold runs (Node ${process.version})\n`);
for (const [name, query, target] of cases) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const engine = new SearchEngine(() => Date.now());
    const started = performance.now();
    engine.search(query, catalogue);
    times.push(performance.now() - started);
  }
  const m = median(times);
  const verdict =
    target === null ? '' : m <= target ? `  (target ${target} ms: met)` : `  (target ${target} ms: MISSED)`;
  if (target !== null && m > target) failed = true;
  console.log(`${m.toFixed(1).padStart(8)} ms  ${name}${verdict}`);
}
process.exitCode = failed ? 1 : 0;
