// `npm run bench:sizes` (part of `npm run bench`): the bundle rows of docs/figures.md, measured as
// `npm run size` measures them (gzip level 9 of each file a budget names, from .size-limit.cjs), with
// the budget `npm test` enforces and the target beside each. Sizes are exact, so one measurement is
// every run's; `npm test` fails on a budget, this only reports the targets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

// The speed issue's next step: its first (125 / 140 kB) is what the budgets themselves now hold.
const TARGETS = {
  'First visit: the sign-in page': 110,
  'Logs page, before its editor and chart chunks (without the demo mocks)': 130,
  'A dashboard, before its grid and chart chunks (without the demo mocks)': 130,
};

const budgets = createRequire(import.meta.url)('../.size-limit.cjs');
const kB = (bytes) => bytes / 1000;
console.log('\nBundle sizes (JavaScript, gzip), as `npm run size` measures them');
for (const budget of budgets) {
  const target = TARGETS[budget.name];
  if (target === undefined) continue;
  const size = kB(
    budget.path.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0),
  );
  const verdict = size <= target ? 'met' : `MISSED by ${(size - target).toFixed(2)} kB`;
  console.log(
    `${size.toFixed(2).padStart(8)} kB  ${budget.name} (budget ${budget.limit}; target ${target} kB: ${verdict})`,
  );
}
