import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';

test('Home lists the monitors alerting now with their logs, the dashboards opened, ingestion and a search box', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);

  // A monitor that alerts on any request at the edge: it is ALERT as soon as the service evaluates it.
  const monitorName = `Edge traffic ${Date.now()}`;
  const status = await page.evaluate(
    async ({ key, name }) => {
      const headers = { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' };
      const datasets = (await (await fetch('/demo-api/datasets', { headers })).json()) as {
        datasets: { id: string; dataset: string }[];
      };
      const nginx = datasets.datasets.find((d) => d.dataset === 'nginx-access');
      const created = await fetch('/demo-api/monitors', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name,
          monitor_type: 'PATTERN',
          comparison_operator: 'ABOVE',
          threshold: 1,
          window: 'Last 10 minutes',
          actions: [{ type: 'EMAIL', email: 'oncall@acme.example' }],
          queries: [{ name: 'a', from: [nginx?.id], where: "method = 'GET'", select: ['count(*)'] }],
        }),
      });
      const list = (await (await fetch('/demo-api/monitors', { headers })).json()) as {
        monitors: { name: string; status?: string }[];
      };
      if (created.status !== 201) return `${created.status} ${await created.text()}`;
      return `${created.status} ${list.monitors.find((m) => m.name === name)?.status ?? 'missing'}`;
    },
    { key: DEMO_API_KEYS.Admin, name: monitorName },
  );
  expect(status).toBe('201 ALERT');

  // Opening a dashboard puts it on Home.
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await expect(page.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Lookout: Home' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  const alerting = page.getByRole('list', { name: 'Monitors in ALERT or WARN' });
  await expect(alerting.getByRole('listitem').filter({ hasText: monitorName })).toContainText('ALERT');
  await expect(page.getByRole('list', { name: 'Recently opened dashboards' })).toHaveText('Web traffic');
  await expect(page.getByRole('region', { name: 'Ingestion' })).toContainText(
    /Today \(UTC\)\s*[\d.,]+ [kMGT]?B/,
  );
  await axe('home');

  // Its logs: the monitor's query over the window that decided it.
  await alerting.getByRole('link', { name: `Logs behind ${monitorName}` }).click();
  const search = new SearchPage(page);
  await expect(search.editor).toHaveText("method = 'GET'");
  expect(await search.matchCount()).toBeGreaterThan(1);
  await expect(search.feed.locator('article').first()).toContainText('"GET ');

  // The search box runs a query over every dataset in Logs.
  await page.goBack();
  await page.getByRole('textbox', { name: /Search every dataset/ }).fill("level = 'error'");
  await page.getByRole('button', { name: 'Search logs' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(search.editor).toHaveText("level = 'error'");
  expect(await search.matchCount()).toBeGreaterThan(0);
});

test('the palette runs a typed query in Logs, and offers it again among the recent searches', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Standard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+k');
  await palette.getByRole('searchbox', { name: 'Go to or do' }).fill('status_code >= 500');
  await palette.getByRole('menuitem', { name: 'Search logs for status_code >= 500' }).click();
  const search = new SearchPage(page);
  await expect(search.editor).toHaveText('status_code >= 500');
  expect(await search.matchCount()).toBeGreaterThan(0);

  await new Shell(page).goTo('Home');
  await page.keyboard.press('Control+k');
  await palette.getByRole('searchbox', { name: 'Go to or do' }).fill('recent');
  await palette.getByRole('menuitem', { name: 'Recent: status_code >= 500' }).click();
  await expect(page).toHaveURL(/\/search\?q=status_code/);
  await expect(search.editor).toHaveText('status_code >= 500');
});
