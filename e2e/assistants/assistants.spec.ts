import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { PROFILES, type Profile } from '../profiles';
import { serviceClient, type ServiceClient } from '../service';
import { readStatement } from '../../src/query-language/statement';

const DAY = 86_400_000;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const whole = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/** A count as the service answers it: our service's group, or the live one's ungrouped totals. */
async function count(
  client: ServiceClient,
  body: { from: string[]; where: string; from_ts: number; to_ts: number },
) {
  const { data } = await client.POST('/search', {
    body: { ...body, select: ['count(*)'], num_of_slices: 7 },
  });
  const grouped = data?.groups_series?.[0]?.value;
  return grouped !== undefined
    ? Number(grouped)
    : (data?.totals?.timeseries ?? []).reduce((n, s) => n + Number(s.value ?? 0), 0);
}

/** Logs over the last day of one dataset's errors, the latest one opened; its place as the service has it. */
async function openLatestError(page: Page, profile: Profile, dataset: string) {
  await page.goto('/');
  await profile.signIn(page);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const client = serviceClient(page, profile.api);
  const logId = (await client.GET('/logs')).data?.logs?.find((l) => l.dataset === dataset)?.log_id ?? '';
  const where = "level = 'error'";
  await page.goto(`/search?ds=${json([logId])}&q=${json(where)}&range=${json('Last 24 hours')}`);
  const search = new SearchPage(page);
  await expect.poll(() => search.matchCount()).toBeGreaterThan(0);
  const { data } = await client.POST('/search', {
    body: { from: [logId], where, select: ['@raw'], time_range: 'Last 24 hours', limit: 1 },
  });
  const timestamp = Number(data?.events?.[0]?.metadata?.timestamp);
  await search.feed.getByRole('button').first().click();
  return { client, logId, timestamp };
}

for (const profile of PROFILES) {
  test(`on ${profile.name}: an error is explained, its figures are the service's, and one of its searches opens in Logs`, async ({
    page,
    axe,
  }) => {
    const { client, logId, timestamp } = await openLatestError(page, profile, 'checkout-api');
    await page.getByRole('button', { name: 'Explain this error' }).click();
    const panel = page.getByRole('region', { name: 'Explanation of this error' });
    await expect(panel.getByRole('status')).toHaveText('Answer complete.');
    await expect(panel.getByText(/^Demo stand-in/)).toBeVisible();
    const reply = (await panel.getByLabel('Reply').textContent()) ?? '';
    const links = panel.getByRole('link', { name: /^SELECT count\(\*\) FROM apps\/checkout-api WHERE / });
    await expect(links).toHaveCount(2);
    const pattern = readStatement((await links.first().textContent()) ?? '');
    // "N times in the 7 days before it": the count of its pattern over those days, asked of the service.
    const times = whole(/How often: ([\d,]+) times/.exec(reply)?.[1]);
    expect(times).toBeGreaterThan(0);
    expect(times).toBe(
      await count(client, {
        from: [logId],
        where: pattern.where,
        from_ts: timestamp - 7 * DAY,
        to_ts: timestamp + 1,
      }),
    );
    await axe('an explained error');

    await links.first().click();
    await expect(page).toHaveURL(/\/search\?/);
    const search = new SearchPage(page);
    await expect.poll(() => search.query()).toBe(pattern.where);
    await expect.poll(() => search.matchCount()).toBe(times);
  });

  test(`on ${profile.name}: a sentence on a dashboard becomes a widget, previewed with its points, and added`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await new Shell(page).goTo('Dashboards');
    await page.getByRole('link', { name: 'Checkout overview (12 widgets)', exact: true }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/mode=edit/);
    await page.getByRole('button', { name: 'Describe a widget' }).click();
    await page
      .getByRole('textbox', { name: 'What should it show?' })
      .fill('errors per service in checkout, as a bar chart');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();

    await expect(page.getByRole('heading', { name: 'New widget', level: 1 })).toBeVisible();
    const assistant = page.getByRole('region', { name: 'Describe a widget' });
    await expect(assistant.getByRole('status')).toHaveText('Answer complete.');
    await expect(assistant).toContainText(
      "SELECT count(*) FROM apps/checkout-api WHERE level = 'error' GROUP BY $service",
    );
    // The conversation goes on: a change asked in the same session keeps the query.
    await assistant.getByRole('textbox', { name: 'Ask for a change' }).fill('as a pie chart instead');
    await assistant.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(assistant.getByRole('status')).toHaveText('Answer complete.');
    // The live service names no chart kind: the console picks one from the query's shape.
    const kind = profile.name === 'our service' ? 'Pie' : 'Bar';
    await expect(assistant).toContainText(`Suggested: ${kind}`);
    await assistant.getByRole('button', { name: 'Use this suggestion' }).click();
    await expect(page.getByRole('radio', { name: kind })).toBeChecked();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(
      preview.locator(kind === 'Pie' ? '.recharts-pie-sector' : '.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await axe('a widget suggested by the assistant');

    await page.getByRole('button', { name: 'Create and add to dashboard' }).click();
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widget("count(*) by $service where level = 'error'")).toBeVisible();
  });

  test(`on ${profile.name}: a stream stopped midway keeps what arrived; a 429 waits and says so; a dropped connection resumes`, async ({
    page,
  }) => {
    await openLatestError(page, profile, 'payments-service');
    // The stream stalls halfway and holds its connection open: it is midway when Stop is pressed,
    // however busy the machine (a stream left to run may end before the click lands).
    const stall = await new Shell(page).openDemoTools();
    await stall.getByLabel('Failure').selectOption({ label: 'Assistant: stalls halfway' });
    await stall.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Explain this error' }).click();
    const panel = page.getByRole('region', { name: 'Explanation of this error' });
    const reply = panel.getByLabel('Reply');
    await expect(reply).toContainText(/This error of apps\/payments-service/);
    await panel.getByRole('button', { name: 'Stop' }).click();
    await expect(panel.getByRole('status')).toHaveText('Stopped. What arrived is kept.');
    const kept = (await reply.textContent()) ?? '';
    expect(kept).toContain('This error of apps/payments-service');
    expect(kept).not.toContain('The searches below are the ones this report ran.');

    // Refused for the rate limit: the panel says it waits, then the report arrives.
    const tools = await new Shell(page).openDemoTools();
    await tools.getByLabel('Failure').selectOption({ label: 'Assistant: rate limit (429, 10 s)' });
    await tools.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Ask again' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /^The service's rate limit was reached: asking again in \d+ seconds?\.$/,
    );
    await expect(panel.getByRole('status')).toHaveText('Answer complete.');
    await expect(reply).toContainText('The searches below are the ones this report ran.');
    const complete = (await reply.textContent()) ?? '';

    // The connection cut halfway: the reader reconnects after the last event, and the report is whole, once.
    const again = await new Shell(page).openDemoTools();
    await again.getByLabel('Failure').selectOption({ label: 'Assistant: connection dropped halfway' });
    await again.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Ask again' }).click();
    await expect(panel.getByRole('status')).toHaveText('Answer complete.');
    await expect.poll(async () => (await reply.textContent()) ?? '').toBe(complete);

    // An error halfway: what arrived is kept, and the service's message said.
    const error = await new Shell(page).openDemoTools();
    await error.getByLabel('Failure').selectOption({ label: 'Assistant: error halfway' });
    await error.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Ask again' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /^The assistant stopped with an error: .* What arrived is kept\.$/,
    );
  });
}
