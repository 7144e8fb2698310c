// The specs at other instants than now: the demo's data is anchored to the clock (its incidents, alerts,
// notifications, downtimes, this month's usage), and a claim that holds only at some hours is a suite
// that fails at the others. Each run sets LOOKOUT_NOW (mocks/clock.ts), which moves the whole stack.
//
//   node scripts/any-hour.mjs                 every spec and unit test at each instant of the week below, a table
//   node scripts/any-hour.mjs --commit        the time-dependent specs at one instant chosen from HEAD (npm test)
//   node scripts/any-hour.mjs --at=<instant>  the same at an instant of your choosing (to replay a failure)
//
// Further arguments go to Playwright (a file, a -g pattern). Expects a build (npm run build).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

/** The week: every hour the issue named, a Sunday in the maintenance downtime, a month's first minute, a DST day. */
const WEEK = [
  ['2026-12-07T00:05:00Z', 'Monday 00:05, after a Sunday'],
  ['2026-12-08T03:20:00Z', 'Tuesday 03:20, the quietest hour'],
  ['2026-12-09T07:50:00Z', 'Wednesday 07:50'],
  ['2026-12-10T11:50:00Z', 'Thursday 11:50, before the upgrade'],
  ['2026-12-11T19:30:00Z', 'Friday 19:30'],
  ['2026-12-12T23:58:00Z', 'Saturday 23:58'],
  ['2026-12-13T03:00:00Z', 'Sunday 03:00, in the maintenance downtime'],
  ['2027-01-01T00:00:30Z', "a month's (and year's) first minute"],
  ['2027-03-28T01:30:00Z', 'Europe springs forward (01:00 UTC)'],
];

/**
 * The specs whose claims move with the clock: they read the demo's incidents, alerts, notifications,
 * downtimes, patterns or usage. CI runs them at one more instant than now (`--commit`).
 */
const CLOCK_DEPENDENT = [
  'e2e/monitors',
  'e2e/home',
  'e2e/changes',
  'e2e/truth',
  'e2e/assistants',
  'e2e/real-service',
  'e2e/search/search.spec.ts',
];

const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;

/** An instant of the week before HEAD's commit, from its hash: another each landing, the same on a replay. */
function instantOfCommit() {
  try {
    const [hash, seconds] = execFileSync('git', ['log', '-1', '--format=%H %ct'], { encoding: 'utf8' })
      .trim()
      .split(' ');
    const back = parseInt(hash.slice(0, 8), 16) % WEEK_MINUTES;
    const at = Math.floor((Number(seconds) * 1000) / MINUTE) * MINUTE - back * MINUTE;
    return { instant: new Date(at).toISOString(), why: `chosen from commit ${hash.slice(0, 7)}` };
  } catch {
    const at = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * 24 * 60 * MINUTE - 7 * 60 * MINUTE;
    return { instant: new Date(at).toISOString(), why: 'no commit to choose from: 3 days 7 hours ago' };
  }
}

const args = process.argv.slice(2);
const at = args.find((a) => a.startsWith('--at='))?.slice('--at='.length);
const commit = args.includes('--commit');
const passOn = args.filter((a) => a !== '--commit' && !a.startsWith('--at='));
const chosen = commit ? instantOfCommit() : undefined;
const instants = chosen ? [[chosen.instant, chosen.why]] : at ? [[at, 'asked for']] : WEEK;
const specs = commit && !passOn.length ? CLOCK_DEPENDENT : passOn;

const day = (iso) => new Date(iso).toUTCString().slice(0, 3);
const label = (iso) => `${day(iso)} ${iso.slice(5, 10)} ${iso.slice(11, 16)}`;

mkdirSync('playwright-report/any-hour', { recursive: true });
const runs = [];
for (const [instant, why] of instants) {
  const report = `playwright-report/any-hour/${instant.replace(/[:.]/g, '-')}.json`;
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\n== ${instant} (${why}), load ${load}: LOOKOUT_NOW=${instant} npx playwright test ${specs.join(' ')}`,
  );
  const started = Date.now();
  const env = { ...process.env, LOOKOUT_NOW: instant, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
  delete env.LOOKOUT_NOW_SINCE;
  // The week run shows a flake as a failure; the commit's run retries as the suite does, and names it.
  const retries = commit ? [] : ['--retries=0'];
  // Each instant's traces kept apart, so a failure at one can be read after the next has run.
  const output = `--output=${report.replace(/\.json$/, '')}`;
  spawnSync('npx', ['playwright', 'test', ...retries, output, '--reporter=list,json', ...specs], {
    stdio: 'inherit',
    env,
  });
  const results = readReport(report);
  // The whole week: the unit and route tests too, which read the demo's service at the same instant.
  if (!commit && !passOn.length) {
    const units = report.replace(/\.json$/, '.vitest.json');
    spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${units}`], {
      stdio: 'inherit',
      env,
    });
    results.push(...readVitest(units));
  }
  runs.push({ instant, why, load, minutes: (Date.now() - started) / MINUTE, results });
}

/** Each test of a vitest JSON report, under one row: the unit and route tests. */
function readVitest(path) {
  const file = 'unit and route tests (vitest)';
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    return report.testResults.flatMap((result) =>
      result.assertionResults.map((test) => ({
        file,
        title: `${result.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        outcome: test.status === 'passed' ? 'passed' : 'failed',
        error: stripVTControlCharacters(test.failureMessages?.[0] ?? '').split('\n')[0],
      })),
    );
  } catch {
    return [{ file, title: 'vitest did not finish', outcome: 'failed', error: '' }];
  }
}

/** Each test of a JSON report: its file, title and outcome (passed, flaky, failed). */
function readReport(path) {
  const tests = [];
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return [
      { file: '(no report)', title: 'Playwright did not finish', line: '', outcome: 'failed', error: '' },
    ];
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        const outcome =
          test.status === 'flaky'
            ? 'flaky'
            : test.status === 'expected'
              ? 'passed'
              : (last?.status ?? 'failed');
        tests.push({
          file: suite.file ?? file,
          title: `${spec.title} (line ${spec.line})`,
          line: spec.line,
          outcome,
          error: stripVTControlCharacters(last?.error?.message ?? '').split('\n')[0],
        });
      }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? [])
    tests.push({
      file: '(run)',
      title: 'error outside a test',
      line: '',
      outcome: 'failed',
      error: error.message ?? '',
    });
  return tests;
}

const files = [...new Set(runs.flatMap((r) => r.results.map((t) => t.file)))].sort();
const cell = (run, file) => {
  const tests = run.results.filter((t) => t.file === file);
  const failed = tests.filter((t) => t.outcome !== 'passed' && t.outcome !== 'flaky').length;
  const flaky = tests.filter((t) => t.outcome === 'flaky').length;
  if (!tests.length) return '—';
  return failed
    ? `✗ ${failed}/${tests.length}`
    : flaky
      ? `✓ ${tests.length} (${flaky} retried)`
      : `✓ ${tests.length}`;
};
const header = ['Spec', ...runs.map((r) => label(r.instant))];
const rows = files.map((file) => [file, ...runs.map((run) => cell(run, file))]);
rows.push(['Minutes (load at start)', ...runs.map((r) => `${r.minutes.toFixed(1)} (${r.load})`)]);
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nThe specs at each instant (LOOKOUT_NOW), ${new Date().toISOString().slice(0, 10)}:\n`);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

let bad = 0;
for (const run of runs)
  for (const test of run.results) {
    if (test.outcome === 'flaky')
      console.log(`\nPassed only on a retry at ${run.instant}: ${test.file} › ${test.title}`);
    if (test.outcome === 'passed' || test.outcome === 'flaky') continue;
    bad++;
    console.log(`\nFAILED at ${run.instant}: ${test.file} › ${test.title}\n  ${test.error}`);
    console.log(
      test.line === undefined
        ? `  replay: LOOKOUT_NOW=${run.instant} npx vitest run ${test.title.split(' › ')[0]}`
        : `  replay: LOOKOUT_NOW=${run.instant} npx playwright test e2e/${test.file}:${test.line}`,
    );
  }
process.exit(bad ? 1 : 0);
