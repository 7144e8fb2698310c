import { expect, test, type Page } from '@playwright/test';
import { growOrganisation } from './grow';
import { median } from './measure';

/**
 * Every list page at three sizes of one organisation: the seed (×1), and the seed grown through the
 * API to ten and a hundred times its dashboards, widgets, monitors, people, groups, limits, keys,
 * datasets and saved searches (grow.ts). Each size is its own mock service (playwright.bench.config.ts),
 * so the sizes are measured interleaved, page by page, run by run: a busy moment of the machine falls
 * on all three alike. A run is a full load of the list's page, timed to its first row drawn; the
 * saved searches, a panel of the Logs page, from the click that opens it.
 */
export const SCALE_PORTS = { 1: 4021, 10: 4022, 100: 4023 } as const;
const SCALES = [1, 10, 100] as const;
/**
 * Runs per list and size: loads are short (a tenth of a second), so more of them than the other
 * benches take, for a median that a busy moment of the machine does not move.
 */
const RUNS = 9;
/** The target: at a hundred times the size, a list's first row within 1.5 times its time at ×1. */
const GROWTH_TARGET = 1.5;

interface ListPage {
  name: string;
  path: string;
  /** The list's first row. */
  row: string;
  /** A click that opens the list on the page (a panel), timed from there. */
  open?: (page: Page) => Promise<void>;
}

const LISTS: ListPage[] = [
  { name: 'Dashboards', path: '/dashboards', row: 'main tbody tr' },
  { name: 'Widget library', path: '/widgets', row: 'main tbody tr' },
  { name: 'Monitors', path: '/monitors', row: 'main tbody tr' },
  { name: 'Users', path: '/users', row: 'main tbody tr' },
  { name: 'Groups', path: '/groups', row: 'main tbody tr' },
  { name: 'API keys', path: '/api-keys', row: 'main tbody tr' },
  { name: 'Limits', path: '/limits', row: 'main tbody tr' },
  { name: 'Datasets', path: '/datasets', row: 'main tbody tr' },
  {
    name: 'Saved searches',
    path: '/search',
    row: 'ul[aria-label="Saved searches"] li',
    open: (page) => page.getByRole('button', { name: 'Saved searches' }).click(),
  },
];

/** Waits for `selector` drawn, and says when, in ms from the start of the page's load. */
function drawnAt(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      new Promise<number>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${sel} not drawn within 30 s`)), 30_000);
        const check = () => {
          if (document.querySelector(sel)) {
            clearTimeout(give);
            resolve(performance.now());
          } else requestAnimationFrame(check);
        };
        check();
      }),
    selector,
  );
}

/** A tab signed in to one size's service (the connection lasts the tab's reloads). */
async function connected(page: Page, port: number): Promise<Page> {
  await page.goto('/sign-in');
  await page.getByRole('radiogroup', { name: 'Where' }).getByText('Custom base URL', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`http://127.0.0.1:${port}`);
  await page.getByRole('radiogroup', { name: 'Credentials' }).getByText('API key', { exact: true }).click();
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill('demo-admin-key');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('navigation', { name: 'Areas' }).waitFor({ timeout: 30_000 });
  return page;
}

/**
 * One run of one list: a full load of its page (an empty query cache, as on a first visit; the
 * code from the browser's cache, as for a returning person) to its first row; for a panel, from the
 * click that opens it. With the page's element count then.
 */
async function firstRow(page: Page, list: ListPage): Promise<{ ms: number; nodes: number }> {
  await page.goto(list.path, { waitUntil: 'commit' });
  let ms: number;
  if (list.open) {
    await page.getByRole('button', { name: 'Saved searches' }).waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await list.open(page);
    ms = (await drawnAt(page, list.row)) - clicked;
  } else {
    ms = await drawnAt(page, list.row);
  }
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { ms, nodes };
}

test('lists at ×1, ×10 and ×100: time to the first row, and its growth', async ({ context }) => {
  test.setTimeout(1_200_000);
  for (const scale of SCALES) {
    if (scale === 1) continue;
    const growth = await growOrganisation(`http://127.0.0.1:${SCALE_PORTS[scale]}`, 'demo-admin-key', scale);
    const refused = Object.entries(growth).filter(([, g]) => g.refused);
    expect(refused, `every copy made at ×${scale}`).toEqual([]);
    if (scale === 100)
      console.log(
        `Grown to ×100: ${Object.entries(growth)
          .map(([list, g]) => `${list.slice(1)} ${g.before} → ${g.before + g.made}`)
          .join(', ')}`,
      );
  }
  const tabs = new Map<number, Page>();
  for (const scale of SCALES) tabs.set(scale, await connected(await context.newPage(), SCALE_PORTS[scale]));
  // Every page once before timing starts: the first request of a process pays for its start
  // (modules, its search thread) and the browser's cache fills with the code.
  for (const list of LISTS) for (const scale of SCALES) await firstRow(tabs.get(scale) as Page, list);

  const runs = new Map<string, number[]>();
  const nodes = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    for (const list of LISTS) {
      // Each run starts with another size: none is always the first load after a change of page.
      for (const scale of [...SCALES.slice(run % 3), ...SCALES.slice(0, run % 3)]) {
        const result = await firstRow(tabs.get(scale) as Page, list);
        const key = `${list.name} ×${scale}`;
        runs.set(key, [...(runs.get(key) ?? []), result.ms]);
        nodes.set(key, result.nodes);
      }
    }
  }

  console.log(`\nLists at scale (mock-server, median of ${RUNS} interleaved runs, ms to the first row)`);
  console.log('| List | ×1 | ×10 | ×100 | ×100 ÷ ×1 | elements at ×1 / ×100 |');
  console.log('|---|---|---|---|---|---|');
  const missed: string[] = [];
  for (const list of LISTS) {
    const [one, ten, hundred] = SCALES.map((s) => median(runs.get(`${list.name} ×${s}`) as number[]));
    const ratio = (hundred as number) / (one as number);
    if (ratio > GROWTH_TARGET) missed.push(list.name);
    console.log(
      `| ${list.name} | ${one?.toFixed(0)} | ${ten?.toFixed(0)} | ${hundred?.toFixed(0)} | ${ratio.toFixed(2)}${ratio > GROWTH_TARGET ? ' MISSED' : ''} | ${nodes.get(`${list.name} ×1`)} / ${nodes.get(`${list.name} ×100`)} |`,
    );
  }
  console.log(`target: ×100 ÷ ×1 ≤ ${GROWTH_TARGET} for every list`);
  expect(missed, 'lists whose first row grew more than the target').toEqual([]);
});
