// `npm run size`: the bundle budgets of .size-limit.cjs, each with its headroom, and the rule that
// budgets only go down. size-limit measures; this prints what is left under each budget and fails on
// one exceeded. A commit that raises a budget must say why in its message (a line "Budgets raised,
// and why: …" or "Budget raised: …"); every commit since the rule began is checked.
import { execFileSync, spawnSync } from 'node:child_process';

/** The commit the rule began with: earlier raises are history, not checked. */
const RULE_SINCE = '1f50ca4';
const SAYS_WHY = /^Budgets? raised\b/im;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Each budget's name and limit in bytes, from a version of .size-limit.cjs. */
function limitsOf(source) {
  const limits = new Map();
  const entry = /name:\s*(['"])((?:(?!\1).)*)\1[\s\S]*?limit:\s*'([\d.]+) kB'/g;
  for (const [, , name, kB] of source.matchAll(entry)) limits.set(name, Number(kB) * 1000);
  return limits;
}

function raisesWithoutWhy() {
  let commits;
  try {
    commits = git('rev-list', '--reverse', `${RULE_SINCE}..HEAD`, '--', '.size-limit.cjs')
      .split('\n')
      .filter(Boolean);
  } catch {
    console.log(`Budget history: ${RULE_SINCE} is not in this clone's history; raises not checked.`);
    return [];
  }
  const problems = [];
  for (const commit of commits) {
    const before = limitsOf(git('show', `${commit}^:.size-limit.cjs`));
    const after = limitsOf(git('show', `${commit}:.size-limit.cjs`));
    const raised = [...after].filter(([name, limit]) => before.has(name) && limit > before.get(name));
    if (raised.length && !SAYS_WHY.test(git('log', '-1', '--format=%B', commit)))
      problems.push(
        `${commit.slice(0, 7)} raises ${raised.map(([name]) => `"${name}"`).join(', ')} without saying why`,
      );
  }
  return problems;
}

// size-limit exits non-zero on an exceeded budget; its JSON says which.
const measured = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
if (!measured.stdout.trim()) {
  console.error(measured.stderr);
  process.exit(1);
}
const results = JSON.parse(measured.stdout);
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
for (const { name, size, sizeLimit, passed } of results)
  console.log(
    `${passed ? '  ' : '✗ '}${kB(size).padStart(10)} of ${kB(sizeLimit).padStart(10)}, ${kB(sizeLimit - size).padStart(9)} left  ${name}`,
  );
const exceeded = results.filter((r) => !r.passed);
const unexplained = raisesWithoutWhy();
for (const problem of unexplained) console.error(`Budgets only go down: ${problem}.`);
if (exceeded.length) console.error(`${exceeded.length} budget(s) exceeded.`);
process.exit(exceeded.length || unexplained.length ? 1 : 0);
