import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { formatPercent } from '../../src/lib/units';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { DEMO_SERVICE, SignInPage } from '../pages/sign-in-page';
import { TimeRange } from '../pages/time-range';
import { requestsMade, requestsSettled, watchRequests } from '../requests';

test('switch organisation: only the new one’s data is shown afterwards', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.chooseWhere(DEMO_SERVICE);
  await page.getByRole('button', { name: 'Use the bearer token of Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const shell = new Shell(page);
  await shell.expectSignedInAs('Ada Lovelace', 'Admin');
  await shell.goTo('Datasets');
  await expect(page.getByRole('row', { name: /nginx-access/ })).toBeVisible();

  const acmeId = await page.evaluate(async () => {
    const { credentials } = JSON.parse(sessionStorage.getItem('lookout.connection') ?? '{}') as {
      credentials: { token: string };
    };
    const identity = (await (
      await fetch('/demo-api/identity', { headers: { Authorization: `Bearer ${credentials.token}` } })
    ).json()) as { org_id: string };
    return identity.org_id;
  });
  // Every request the console makes from here on, in order (the demo service answers in the page).
  await watchRequests(page);
  /** Nothing at all asked about the old organisation since the switch. */
  const askedOfAcmeSinceSwitch = async () => {
    const requests = await requestsMade(page);
    const switchAt = requests.findIndex((r) => /POST .*\/switch$/.test(r));
    expect(switchAt).toBeGreaterThanOrEqual(0);
    return requests.slice(switchAt + 1).filter((r) => r.includes(acmeId));
  };

  await page.getByRole('button', { name: /Organisation: Acme Retail/ }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch organisation' });
  await axe('organisation switcher');
  await switcher.getByRole('button', { name: /Globex Payments/ }).click();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { name: 'Globex Payments', level: 1 })).toBeVisible();
  // After the switch, nothing at all is asked about the old organisation: once the page has its
  // answers, and after visiting two more areas (below).
  await requestsSettled(page);
  expect(await askedOfAcmeSinceSwitch()).toEqual([]);
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Organisation: Globex Payments/ }),
  ).toBeVisible();
  await expect(page.getByText('TRIAL', { exact: true })).toBeVisible();
  await axe('organisation page');

  await shell.goTo('Datasets');
  await expect(page.getByRole('row', { name: /card-gateway/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /nginx-access/ })).toHaveCount(0);
  await shell.goTo('Dashboards');
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Web traffic' })).toHaveCount(0);
  await requestsSettled(page);
  expect(await askedOfAcmeSinceSwitch()).toEqual([]);
});

test('a limit of 500 GB a month for a team, beside its usage with the right share', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Limits');
  await expect(page.getByRole('heading', { name: 'Limits', level: 1 })).toBeVisible();
  await axe('limits');

  await page.getByRole('button', { name: 'New limit' }).click();
  const form = page.getByRole('dialog', { name: 'New limit' });
  await axe('new limit dialog');
  await form.getByRole('button', { name: 'Create limit' }).click();
  await expect(form.getByText('Name the team the limit is for.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Team' }).fill('checkout');
  await form.getByRole('textbox', { name: 'Ingestion per month' }).fill('500');
  await form.getByRole('combobox', { name: 'Unit' }).selectOption('GB');
  await form.getByRole('button', { name: 'Create limit' }).click();

  const row = page.getByRole('row', { name: /Team checkout/ });
  await expect(row).toContainText('500 GB per month');
  // The share is what the service says the team's datasets ingested this month, over 500 GB.
  const used = await page.evaluate(async (key) => {
    const headers = { 'X-BRONTO-API-KEY': key };
    const now = Date.now();
    const month = new Date(now);
    const from = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
    const to = Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000;
    const datasets = (await (await fetch('/demo-api/datasets', { headers })).json()) as {
      datasets: { id: string; tags?: Record<string, string> }[];
    };
    const usage = (await (
      await fetch(
        `/demo-api/usage/organizations/logs?from_ts=${from}&to_ts=${to}&usage_type=ingestion&limit=500`,
        { headers },
      )
    ).json()) as { groups_series: { key: string; value: number }[] };
    const team = new Set(datasets.datasets.filter((d) => d.tags?.team === 'checkout').map((d) => d.id));
    return usage.groups_series.filter((g) => team.has(g.key)).reduce((s, g) => s + g.value, 0);
  }, DEMO_API_KEYS.Admin);
  expect(used).toBeGreaterThan(0);
  await expect(row).toContainText(formatPercent(used / 500e9));

  // Changed to 1 TB in the edit form, which opens with the value in its unit; then deleted.
  // Its actions are in the row's menu, opened and chosen from the keyboard.
  await row.getByRole('button', { name: 'Actions for the limit of Team checkout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Change the limit of Team checkout' });
  await expect(edit.getByRole('textbox', { name: 'Ingestion per month' })).toHaveValue('500');
  // The limit being changed is in the address: a reload opens the same dialog.
  await page.reload();
  await expect(edit.getByRole('textbox', { name: 'Ingestion per month' })).toHaveValue('500');
  await edit.getByRole('textbox', { name: 'Ingestion per month' }).fill('1');
  await edit.getByRole('combobox', { name: 'Unit' }).selectOption('TB');
  await edit.getByRole('button', { name: 'Save limit' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('1 TB per month');
  await page.reload();
  await expect(page.getByRole('row', { name: /Team checkout/ })).toContainText('1 TB per month');
  const actions = row.getByRole('button', { name: 'Actions for the limit of Team checkout' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the limit of Team checkout?' });
  // Cancel first: nothing deleted, and the focus is back where the person was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Team checkout/ })).toBeVisible();
  await expect(actions).toBeFocused();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await confirm.getByRole('button', { name: 'Delete limit' }).click();
  await expect(page.getByRole('row', { name: /Team checkout/ })).toHaveCount(0);
  await axe('limits after changes');
});

test('usage drills down to one dataset and keeps it in the URL', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Usage');
  await expect(page.getByRole('heading', { name: 'Ingestion, this month' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Ingestion of the organisation/ })).toBeVisible();
  await axe('usage');
  await new TimeRange(page).choose('Last 7 days');
  await page
    .getByRole('table', { name: 'By dataset' })
    .getByRole('link', { name: 'web/nginx-access' })
    .click();
  await expect(page).toHaveURL(/dataset=/);
  await expect(page).toHaveURL(/range=Last\+7\+days|range=Last%207%20days/);
  await expect(page.getByRole('heading', { name: 'Ingestion of web/nginx-access' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: /Ingestion of web\/nginx-access over last 7 days/ }),
  ).toBeVisible();
  await expect(page.getByText(/against the previous 7 days/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingestion of web/nginx-access' })).toBeVisible();
  await axe('usage of one dataset');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'By person or key' })).toBeVisible();
  await axe('search usage per person');
});

test('a dataset created here is in the search page’s picker at once', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  const shell = new Shell(page);
  await shell.goTo('Datasets');
  await axe('datasets');
  await page.getByRole('button', { name: 'New dataset' }).click();
  const form = page.getByRole('dialog', { name: 'New dataset' });
  await form.getByRole('combobox', { name: 'Collection' }).fill('apps');
  await form.getByRole('textbox', { name: 'Dataset' }).fill('billing-worker');
  await form.getByRole('textbox', { name: 'Tags' }).fill('team finance');
  await form.getByRole('button', { name: 'Create dataset' }).click();
  await expect(form.getByText('"team finance" is not a tag')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tags' }).fill('team:finance');
  await form.getByRole('button', { name: 'Create dataset' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Dataset apps/billing-worker created')).toBeVisible();
  await expect(page.getByRole('row', { name: /billing-worker/ })).toContainText('team:finance');

  await page.getByRole('link', { name: 'Legacy log list' }).click();
  await expect(page.getByRole('row', { name: /web-logs\/access/ })).toContainText('web/nginx-access');
  await axe('legacy log list');

  await shell.goTo('Logs');
  await page.getByRole('button', { name: /^Datasets:/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Datasets' }).getByRole('checkbox', { name: /billing-worker/ }),
  ).toBeVisible();
});

test('an agent configuration is previewed and downloaded, with a placeholder for the key', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Agent setup');
  await axe('agent setup');
  // The choice is the address's (agent=): it shows checked once the router has moved, a moment after
  // the click, so the click is made and the checked state waited for (check() reads it at once).
  await page.getByRole('radio', { name: /Fluent Bit/ }).click();
  await expect(page).toHaveURL(/agent=FLUENT_BIT/);
  await expect(page.getByRole('radio', { name: /Fluent Bit/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Path' }).fill('var/log/nginx/*.log');
  await page.getByRole('combobox', { name: 'Dataset' }).selectOption({ label: 'web/nginx-access' });
  await page.getByRole('button', { name: 'Generate configuration' }).click();
  await expect(page.getByText('An absolute path (starting with /)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Path' }).fill('/var/log/nginx/*.log');
  await page.getByRole('button', { name: 'Generate configuration' }).click();

  const preview = page.getByLabel('Preview of fluent-bit.conf');
  await expect(preview).toContainText('Path   /var/log/nginx/*.log');
  await expect(preview).toContainText('Host   ingestion.eu.bronto.io');
  await axe('agent configuration');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fluent-bit.conf');
  const content = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(content).toString('utf8');
  expect(text).toContain('Header x-bronto-dataset nginx-access');
  expect(text).toContain('${BRONTO_API_KEY}');
  expect(text).not.toContain(DEMO_API_KEYS.Admin);
});

test('the command palette reaches a monitor; ? lists the shortcuts; times follow the settings', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // The shortcut is the header tools', which load beside the page: a press before they arrive does
  // nothing (a person presses again), so the press is repeated until the palette shows.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await axe('command palette');
  await page.keyboard.type('OOMKilled');
  // The monitor it names, then the text as a query for Logs.
  await expect(palette.getByRole('menuitem')).toHaveText(['OOMKilled pods', 'Search logs for OOMKilled']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/monitors\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'OOMKilled pods', level: 1 })).toBeVisible();

  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Open the command palette');
  await axe('keyboard shortcuts');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Date format' }).selectOption('DD/MM/YYYY');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/,
  );
  // Times elsewhere follow: datasets show when they were created in the chosen format.
  await new Shell(page).goTo('Datasets');
  await expect(page.getByRole('row', { name: /nginx-access/ })).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/,
  );
  await axe('settings applied');
});
