import type { Page } from '@playwright/test';
import { SEARCH_503 } from '../../mocks/engine/incidents';
import { monthStart, usageWindow } from '../../src/api/ingestion';
import { scopeLabel } from '../../src/features/limits/model';
import { rangeOf, usageWindows } from '../../src/features/usage/model';
import { formatBytes, formatChange, formatPercent } from '../../src/lib/units';
import { expect, runIncidents, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { countSteps } from '../steps';
import { PROFILES, signInAtHome, type Profile } from '../profiles';
import { serviceClient, type ServiceClient } from '../service';

/**
 * Every figure a person acts on has an oracle: the spec reads it as a person does (its text) and asks
 * the service the same question through the generated client, on both services. The page's clock is
 * held still (time as the service counts it too), so a figure and its oracle count the same minutes.
 */

const MINUTE = 60_000;
/** A whole number as the page writes it ("1,234"). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

interface Answer {
  groups_series?: { name?: string; value?: number | string; count?: number | string }[];
  totals?: { timeseries?: { value?: number | string }[] };
}

interface TimeSlice {
  value?: number | string;
  count?: number | string;
}

/** An ungrouped count as either service answers it: its series' value, or its slices summed. */
const countIn = (answer: Answer | undefined) =>
  answer?.groups_series?.[0]?.value !== undefined
    ? Number(answer.groups_series[0].value)
    : (answer?.totals?.timeseries ?? []).reduce((n, s) => n + Number(s.value ?? 0), 0);

async function count(client: ServiceClient, body: Record<string, unknown>): Promise<number> {
  const { data } = await client.POST('/search', { body: { ...body, select: ['count(*)'] } as never });
  return countIn(data as Answer);
}

async function grouped(client: ServiceClient, body: Record<string, unknown>, key: string) {
  const { data } = await client.POST('/search', {
    body: { ...body, select: ['count(*)'], groups: [key], num_of_slices: 1, limit: 100 } as never,
  });
  return new Map((data as Answer).groups_series?.map((g) => [g.name ?? '', Number(g.value ?? g.count)]));
}

/** Signs in on a clock held at `now`, and the service's oracle. */
async function start(page: Page, profile: Profile, now: number) {
  await page.clock.setFixedTime(now);
  await signInAtHome(page, profile);
  const client = serviceClient(page, profile.api);
  const { data } = await client.GET('/datasets');
  const id = (name: string) => data?.datasets.find((d) => d.dataset === name)?.id ?? '';
  return { client, id, ids: (data?.datasets ?? []).map((d) => d.id ?? '') };
}

/** Now, on a whole minute (counts per minute are what the demo's service keeps). */
const nowOnMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

for (const profile of PROFILES)
  test(`on ${profile.name}: Logs' count, groups and patterns are the service's`, async ({ page }) => {
    const now = nowOnMinute();
    const { client, id } = await start(page, profile, now);
    const web = id('nginx-access');
    const window = { from_ts: now - 60 * MINUTE, to_ts: now };
    const search = new SearchPage(page);
    const json = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    await page.goto(
      `/search?ds=${json([web])}&from=${window.from_ts}&to=${window.to_ts}&q=${json('status_code >= 400')}`,
    );
    const shown = await search.matchCount();
    const asked = { from: [web], where: 'status_code >= 400', ...window };
    expect(shown).toBe(await count(client, asked));

    // The histogram's tallest bar, read from its tooltip, is the service's largest slice.
    const { data: sliced } = await client.POST('/search', {
      body: { ...asked, select: ['count(*)'], num_of_slices: 60 } as never,
    });
    const slices =
      (sliced as { groups_series?: { timeseries?: TimeSlice[] }[]; totals?: { timeseries?: TimeSlice[] } })
        .groups_series?.[0]?.timeseries ??
      (sliced as { totals?: { timeseries?: TimeSlice[] } }).totals?.timeseries ??
      [];
    const largest = Math.max(...slices.map((s) => Number(s.value ?? s.count ?? 0)));
    const bars = page
      .getByRole('figure', { name: 'Matching events over time' })
      .locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    const heights = await bars.evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect().height));
    await bars.nth(heights.indexOf(Math.max(...heights))).hover();
    const tooltip = page.locator('.recharts-tooltip-item-value');
    await expect(tooltip).toBeVisible();
    expect(numberIn(await tooltip.textContent())).toBe(largest);

    // Each group's count, and they add up to the count.
    await search.aggregate('count(*)', 'status_code');
    const table = page.getByRole('table', { name: 'Values per group' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const groups = await grouped(client, asked, 'status_code');
    const rows = await table.getByRole('row').all();
    let sum = 0;
    for (const row of rows.slice(1)) {
      const name = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
      const value = numberIn(await row.getByRole('cell').first().textContent());
      expect(value, name).toBe(groups.get(name));
      sum += value;
    }
    expect(sum).toBe(shown);

    // Patterns: each one's events and its share of every event matched (where the service counts them).
    await page.getByRole('button', { name: 'Show events' }).click();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Patterns' }).click();
    const patterns = page.getByRole('table', { name: /^Patterns/ });
    await expect(patterns.getByRole('row').nth(1)).toBeVisible();
    const headers = await patterns.getByRole('columnheader').allTextContents();
    if (profile.api === '/demo-api-vendor') {
      // The live service lists patterns without counts: no share is claimed.
      expect(headers.some((h) => /Share/.test(h))).toBe(false);
      return;
    }
    expect(headers).toContain(`Share of the ${shown.toLocaleString('en')} matching events`);
    const { data } = await client.POST('/patterns', { body: { search_details: asked } as never });
    const byTemplate = new Map(
      (data as { patterns: { template: string; count?: number }[] }).patterns.map((p) => [
        p.template,
        p.count,
      ]),
    );
    for (const row of (await patterns.getByRole('row').all()).slice(1, 6)) {
      const cells = await row.getByRole('cell').allTextContents();
      const template = cells[2]?.trim() ?? '';
      const events = numberIn(cells[0] ?? '');
      expect(events, template).toBe(byTemplate.get(template));
      expect(cells[1]?.trim()).toBe(formatPercent(events / shown));
    }
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: Logs over every dataset counts what the datasets count, added up`, async ({
    page,
  }) => {
    const now = nowOnMinute();
    const { client, ids } = await start(page, profile, now);
    const window = { from_ts: now - 60 * MINUTE, to_ts: now, where: 'status_code >= 400' };
    const search = new SearchPage(page);
    // No dataset in the address: the page searches every one, as from_expr '*'.
    await page.goto(
      `/search?from=${window.from_ts}&to=${window.to_ts}&q=${encodeURIComponent(JSON.stringify(window.where))}`,
    );
    await expect(page.getByRole('button', { name: /All datasets/ })).toBeVisible();
    const shown = await search.matchCount();
    expect(shown).toBe(await count(client, { from_expr: '*', ...window }));
    const each = await Promise.all(ids.map((id) => count(client, { from: [id], ...window })));
    expect(ids.length).toBeGreaterThan(1);
    expect(shown).toBe(each.reduce((a, b) => a + b, 0));
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: What changed's windows, baseline and ranked values are the service's`, async ({
    page,
  }) => {
    const incident = runIncidents().find((i) => i.id === SEARCH_503.id);
    if (!incident) throw new Error('the seeded incident');
    const { client, id } = await start(page, profile, nowOnMinute());
    const web = id('nginx-access');
    const window = { from_ts: incident.start, to_ts: incident.end };
    const baseline = { from_ts: 2 * incident.start - incident.end, to_ts: incident.start };
    await page.goto(
      `/changes?ds=${encodeURIComponent(JSON.stringify([web]))}&from=${window.from_ts}&to=${window.to_ts}`,
    );
    const status = page.getByRole('status').filter({ hasText: /events in the window/ });
    await expect(status).toBeVisible();
    const [inWindow, inBaseline] = ((await status.textContent()) ?? '').match(/\d[\d,]*/g) ?? [];
    expect(numberIn(inWindow ?? '')).toBe(await count(client, { from: [web], ...window }));
    expect(numberIn(inBaseline ?? '')).toBe(await count(client, { from: [web], ...baseline }));

    // The first rows: each value's events on both sides, as the service counts them; every share a share.
    const table = page.getByRole('table', { name: /Values ranked/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const row of (await table.getByRole('row').all()).slice(1, 5)) {
      const cells = await row.getByRole('cell').allTextContents();
      const [field, value] = [cells[1]?.trim() ?? '', (cells[2] ?? '').replace(/ \(.*\)$/, '').trim()];
      const [w, b] = [numberIn(cells[3]?.split('(')[0] ?? ''), numberIn(cells[4]?.split('(')[0] ?? '')];
      expect(w, `${field} ${value}`).toBe(
        (await grouped(client, { from: [web], ...window }, field)).get(value) ?? 0,
      );
      expect(b, `${field} ${value}`).toBe(
        (await grouped(client, { from: [web], ...baseline }, field)).get(value) ?? 0,
      );
      const share = numberIn(cells[6] ?? '');
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(100);
    }
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: a monitor's value is the count its Logs link opens; a widget's and Home's figures are the service's`, async ({
    page,
  }) => {
    const now = nowOnMinute();
    const { client } = await start(page, profile, now);

    // Home: today's and this month's ingestion, as the service counts them per dataset.
    const ingested = async (from: number) => {
      const { data } = await client.GET('/usage/organizations/logs', {
        params: {
          query: {
            from_ts: from,
            to_ts: Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000,
            usage_type: 'ingestion',
            limit: 500,
          },
        },
      });
      return (data as Answer).groups_series?.reduce((n, g) => n + Number(g.value ?? 0), 0) ?? 0;
    };
    const figures = page.getByRole('region', { name: 'Ingestion' });
    await expect(figures.getByRole('definition').first()).toHaveText(
      formatBytes(await ingested(Math.floor(now / 86_400_000) * 86_400_000)),
    );
    await expect(figures.getByRole('definition').nth(1)).toContainText(
      formatBytes(await ingested(monthStart(now))),
    );

    // Home: the errors (level error, or a 5xx) of the last hour and the same hour a day earlier.
    const errorsFrom = (from: number) =>
      count(client, {
        from_expr: '*',
        where: "level = 'error' or status_code >= 500",
        from_ts: from,
        to_ts: from + 60 * MINUTE,
      });
    const lastHour = await errorsFrom(now - 60 * MINUTE);
    const dayBefore = await errorsFrom(now - 25 * 60 * MINUTE);
    const errors = page.getByRole('region', { name: 'Errors in the last hour' });
    await expect(errors.getByRole('definition').first()).toHaveText(lastHour.toLocaleString('en'));
    await expect(errors.getByRole('definition').nth(1)).toHaveText(
      `${dayBefore.toLocaleString('en')} (${formatChange(lastHour, dayBefore)} now)`,
    );

    // A score widget's number: its search over the dashboard's window.
    const { data: listed } = await client.GET('/dashboards');
    const dashboard = listed?.dashboards.find((d) => d.name === 'Web traffic');
    const from = now - 60 * MINUTE;
    await page.goto(`/dashboards/${dashboard?.id}?from=${from}&to=${now}`);
    const score = new DashboardPage(page).widget('5xx responses');
    await expect(score.getByText(/^[\d,]+$/)).toBeVisible();
    const { data: widgets } = await client.GET('/widgets');
    const widget = widgets?.widgets.find((w) => w.name === '5xx responses');
    const query = (widget?.aux as { query?: Record<string, unknown> } | undefined)?.query ?? {};
    expect(numberIn(await score.getByText(/^[\d,]+$/).textContent())).toBe(
      await count(client, { ...query, from_ts: from, to_ts: now }),
    );

    // A percentile by group, asked stacked: percentiles do not add up, so its bars stand side by side,
    // and the widget says why (query-language/aggregate-kinds.ts).
    const { data: datasets } = await client.GET('/datasets');
    const nginx = datasets?.datasets.find((d) => d.dataset === 'nginx-access')?.id ?? '';
    const { data: made } = await client.POST('/widgets', {
      body: {
        name: 'p95 latency by status',
        type: 'bar',
        aux: {
          query: { from: [nginx], select: ['p95(latency_ms)'], groups: ['status_code'] },
          display: { stacked: true },
        },
      } as never,
    });
    const { data: board } = await client.POST('/dashboards', { body: { name: `Latency ${now}` } as never });
    await client.POST('/dashboards/{dashboardId}/widgets', {
      params: { path: { dashboardId: board?.id ?? '' } },
      body: { widget_ids: [made?.id ?? ''] },
    });
    await page.goto(`/dashboards/${board?.id}?from=${from}&to=${now}`);
    const percentiles = new DashboardPage(page).widget('p95 latency by status');
    await expect(percentiles).toContainText(
      'p95(latency_ms) does not add up, so its series are drawn side by side',
    );
    const bars = percentiles.locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    // Side by side: no two bars of one time slice share an x (stacked ones would, one on another).
    const xs = await bars.evaluateAll((paths) =>
      paths.map((p) => (p as SVGGraphicsElement).getBBox().x.toFixed(4)),
    );
    expect(new Set(xs).size).toBe(xs.length);

    // A monitor's value at a status change, and the events its Logs link opens: the same count.
    const { data: monitors } = await client.GET('/monitors');
    const monitor = monitors?.monitors.find((m) => m.name === 'Checkout 5xx at the edge');
    await page.goto(`/monitors/${monitor?.id}?range=${encodeURIComponent('Last 7 days')}`);
    const changes = page.getByRole('list', { name: 'Status changes, newest first' });
    const alert = changes
      .getByRole('listitem')
      .filter({ hasText: /ALERT.*count\(\*\) = [\d,]+/ })
      .first();
    await expect(alert).toBeVisible();
    const value = numberIn(/count\(\*\) = ([\d,]+)/.exec((await alert.textContent()) ?? '')?.[1] ?? '');
    await alert.getByRole('link', { name: /^Logs behind the change at / }).click();
    expect(await new SearchPage(page).matchCount()).toBe(value);
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: Usage's rows and total, and each limit's use and share, are the service's`, async ({
    page,
  }) => {
    const now = nowOnMinute();
    const { client } = await start(page, profile, now);
    const bytesBy = async (window: { from: number; to: number }, slices: number) => {
      const { data } = await client.GET('/usage/organizations/logs', {
        params: {
          query: {
            usage_type: 'ingestion',
            from_ts: window.from,
            to_ts: window.to,
            num_of_slices: slices,
            limit: 500,
          },
        },
      });
      const groups = (data as { groups_series?: { key?: string; name?: string; value?: unknown }[] })
        .groups_series;
      return new Map(
        (groups ?? []).map((g) => [g.name ?? g.key ?? '', { key: g.key, bytes: Number(g.value) }]),
      );
    };

    /** Each row of Usage's dataset table: its bytes, share of `whole` and bytes before, as asked. */
    const expectRows = async (
      current: Awaited<ReturnType<typeof bytesBy>>,
      previous: Awaited<ReturnType<typeof bytesBy>>,
      whole: number,
    ) => {
      const table = page.getByRole('table', { name: 'By dataset' });
      const rows = (await table.getByRole('row').all()).slice(1);
      expect(rows.length).toBe(current.size);
      for (const row of rows) {
        const name = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
        const [used, share, before] = await row.getByRole('cell').allTextContents();
        const asked = current.get(name);
        expect(used, name).toBe(formatBytes(asked?.bytes ?? NaN));
        expect(share, name).toBe(formatPercent((asked?.bytes ?? NaN) / whole));
        expect(before, name).toBe(formatBytes(previous.get(name)?.bytes ?? 0));
      }
    };
    const end = Math.floor(now / (5 * MINUTE)) * 5 * MINUTE;

    // Usage, ingestion over the last 30 days (to the page's five-minute mark) against the 30 before.
    const LAST_30 = 'Last 30 days';
    const { ms, slices } = rangeOf(LAST_30);
    const total = async () => {
      const { data } = await client.GET('/usage', {
        params: {
          query: { usage_type: 'ingestion', time_range: LAST_30, num_of_slices: slices, delta: true },
        },
      });
      return Number((data as { total_value?: unknown }).total_value);
    };
    const totalBefore = await total();
    await page.goto(`/usage?range=${encodeURIComponent(LAST_30)}`);
    const table = page.getByRole('table', { name: 'By dataset' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const summary = page.getByRole('region', { name: /^Ingestion, last 30 days/ });
    const shownTotal = (await summary.locator('strong').textContent())?.trim() ?? '';
    // The service counts the organisation's total to its own now: the page read it within these two.
    const wholes = [totalBefore, await total()];
    expect(wholes.map(formatBytes)).toContain(shownTotal);
    const whole = wholes.find((w) => formatBytes(w) === shownTotal) ?? NaN;
    await expectRows(
      await bytesBy({ from: end - ms, to: end }, slices),
      await bytesBy({ from: end - 2 * ms, to: end - ms }, 1),
      whole,
    );

    // Usage opens on this month (UTC, the display's default zone): from its first midnight by day,
    // the organisation's total its datasets' sum, against as many days of last month.
    const month = usageWindows('This month', end, 'UTC');
    const thisMonth = await bytesBy(month.current, month.slices);
    const monthWhole = [...thisMonth.values()].reduce((sum, g) => sum + g.bytes, 0);
    // A person reads it from Home in one click, no typing (the fewer-steps issue's task (e): ≤ 2, none).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const steps = await countSteps(page);
    await new Shell(page).goTo('Usage');
    const monthSummary = page.getByRole('region', { name: /^Ingestion, this month/ });
    await expect(monthSummary.locator('strong')).toHaveText(formatBytes(monthWhole));
    await expect(monthSummary).toContainText('against the same days of last month');
    await expectRows(thisMonth, await bytesBy(month.previous, 1), monthWhole);
    expect(await steps()).toEqual({ clicks: 1, typings: 0 });

    // Limits: what each ingestion limit's datasets ingested this month, and its share of the limit.
    const ingested = await bytesBy(usageWindow(now), 1);
    const { data: limits } = await client.GET('/limits');
    const { data: datasets } = await client.GET('/datasets');
    await page.goto('/limits');
    const limitsTable = page.getByRole('table', { name: 'Limits and their usage this month' });
    await expect(limitsTable.getByRole('row').nth(1)).toBeVisible();
    let checked = 0;
    for (const limit of limits?.limits ?? []) {
      if (limit.category !== 'INGESTION_LIMITS' || limit.unit !== 'BYTES') continue;
      const team = limit.scope.tag?.team;
      const inScope = new Set(
        (datasets?.datasets ?? []).filter((d) => !team || d.tags?.team === team).map((d) => d.id),
      );
      const used = [...ingested.values()]
        .filter((g) => limit.target !== 'TEAM' || inScope.has(g.key ?? ''))
        .reduce((sum, g) => sum + g.bytes, 0);
      const row = limitsTable.getByRole('row').filter({
        has: page.getByRole('rowheader').filter({ hasText: new RegExp(`^${scopeLabel(limit)}`) }),
      });
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[1], scopeLabel(limit)).toBe(formatBytes(used));
      expect(cells[2], scopeLabel(limit)).toContain(formatPercent(used / Number(limit.value)));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
