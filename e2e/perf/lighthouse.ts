import { chromium } from '@playwright/test';
import { desktopConfig, startFlow, type Config, type FlowResult } from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { CHROMIUM_ARGS, chromiumExecutable } from '../browser';
import { startStack, type Stack } from '../deploy/stack';
import { trustTestCertificate } from '../deploy/tls';

/**
 * `npm run bench:lighthouse` (part of `npm run bench`, never `npm test`): Lighthouse's mobile and
 * desktop presets on the four pages people open most, in deployment mode: the production build behind
 * deploy/nginx.conf.template, the mock service answering as the live one behind its /api/ proxy, signed
 * in with an API key. Each page is a cold load (the HTTP cache cleared) in the tab that signed in, so
 * the credential the tab keeps in sessionStorage is there, as it is for a person. Prints the median of
 * RUNS runs of each, with the load average the runs saw: these machines are noisy.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { mobile: 90, desktop: 98 } as const;
const KEY = DEMO_API_KEYS.Standard;

type Preset = keyof typeof TARGETS;
/** LIGHTHOUSE_PRESETS=mobile measures one preset only. */
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop')
  .split(',')
  .filter((preset): preset is Preset => preset in TARGETS);
interface Reading {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The middle run's figure (RUNS is odd; with an even count, the upper of the two middle ones). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Clicks what a person clicks: the element whose accessible name and role these are. */
const aria = (page: Page, role: string, name: string) =>
  page.locator(`::-p-aria([name="${name}"][role="${role}"])`);

async function signIn(page: Page): Promise<void> {
  await page.locator('label ::-p-text(Custom base URL)').click();
  await aria(page, 'textbox', 'Base URL').fill('/api');
  await aria(page, 'textbox', 'API key').fill(KEY);
  await aria(page, 'button', 'Connect').click();
  await aria(page, 'navigation', 'Areas').wait();
}

async function dashboardPath(stack: Stack): Promise<string> {
  const answer = await fetch(`${stack.api}/dashboards`, { headers: { 'X-BRONTO-API-KEY': KEY } });
  const body = (await answer.json()) as
    { id: string; name: string }[] | { dashboards: { id: string; name: string }[] };
  const list = Array.isArray(body) ? body : body.dashboards;
  const dashboard = list.find((d) => d.name.startsWith('Checkout overview'));
  if (!dashboard) throw new Error('The seeded dashboard "Checkout overview" is missing.');
  return `/dashboards/${dashboard.id}`;
}

function readings(flow: FlowResult): Reading[] {
  return flow.steps.map(({ lhr }) => ({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }));
}

async function run(origin: string, preset: Preset, pages: [string, string][]): Promise<Reading[]> {
  const executablePath = chromiumExecutable() ?? chromium.executablePath();
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, trustTestCertificate()],
  });
  try {
    const page = await browser.newPage();
    const config: Config = {
      ...(preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' }),
      settings: {
        ...(preset === 'desktop' ? desktopConfig.settings : {}),
        onlyCategories: ['performance'],
        // The tab keeps its credential (sessionStorage): Lighthouse must not wipe it between pages.
        // The HTTP cache is cleared before each page instead, so every load is a cold one.
        disableStorageReset: true,
      },
    };
    const flow = await startFlow(page, { config });
    const cdp = await page.createCDPSession();
    for (const [name, path] of pages) {
      await cdp.send('Network.clearBrowserCache');
      await flow.navigate(`${origin}${path}`, { name });
      if (path === '/sign-in') await signIn(page);
    }
    const result = await flow.createFlowResult();
    // LIGHTHOUSE_OUT=folder keeps each run's whole report, to see what a figure is made of.
    const out = process.env.LIGHTHOUSE_OUT;
    if (out) writeFileSync(join(out, `${preset}-${Date.now()}.json`), JSON.stringify(result));
    return readings(result);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  // Two dozen page loads in a few minutes: past the live service's 100 requests per 5 minutes, which
  // would measure the wait for the rate limit rather than the page.
  const stack = await startStack({ nginx: 4191, api: 4019 }, '1000000/60');
  const [before = 0] = loadavg();
  try {
    // LIGHTHOUSE_PAGES=Logs measures the pages whose names start so (the sign-in page always runs: it signs in).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = (
      [
        ['Sign-in', '/sign-in'],
        ['Home', '/'],
        ['Logs, last hour', '/search'],
        ['A dashboard (Checkout overview)', await dashboardPath(stack)],
      ] satisfies [string, string][]
    ).filter(([name], i) => i === 0 || !only || only.some((prefix) => name.startsWith(prefix)));
    for (const preset of PRESETS) {
      const runs: Reading[][] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(stack.origin, preset, pages));
      console.log(`\nLighthouse ${preset}, deployment mode, median of ${RUNS} (target ${TARGETS[preset]})`);
      pages.forEach(([name], p) => {
        const page = runs.flatMap((one) => one[p] ?? []);
        const of = (pick: (r: Reading) => number) => median(page.map(pick));
        const score = of((r) => r.score);
        const scores = page.map((r) => r.score).join(', ');
        console.log(
          `${String(score).padStart(4)}  ${name.padEnd(32)} LCP ${(of((r) => r.lcp) / 1000).toFixed(1)} s` +
            `  TBT ${Math.round(of((r) => r.tbt))} ms  CLS ${of((r) => r.cls).toFixed(3)}` +
            `  (runs: ${scores})${score >= TARGETS[preset] ? '' : '  BELOW TARGET'}`,
        );
      });
    }
  } finally {
    stack.stop();
    const [after = 0] = loadavg();
    console.log(`\nLoad average: ${before.toFixed(2)} before, ${after.toFixed(2)} after.`);
  }
}

await main();
