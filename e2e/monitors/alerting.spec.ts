import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { PROFILES } from '../profiles';
import { serviceClient } from '../service';

const DAY = 86_400_000;
/** The downtime's hours, every day, in UTC (the console's default zone): busy hours, when alerts fire. */
const FROM_HOUR = 8;
const TO_HOUR = 20;
const utcText = (t: number) => `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

for (const profile of PROFILES) {
  test(`on ${profile.name}: a recurring DELAY downtime for two monitors is replayed against their history, saved, and drawn on a timeline`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Monitors');
    // The selection is the address's (sel=): checked once the router has moved, so it is waited for.
    for (const name of ['Checkout 5xx at the edge', 'Slow search responses']) {
      const box = page.getByRole('checkbox', { name: `Select ${name}` });
      await box.click();
      await expect(box).toBeChecked();
    }
    await page.getByRole('link', { name: 'Schedule a downtime for these 2' }).click();
    await expect(page.getByRole('heading', { name: 'New downtime', level: 1 })).toBeVisible();
    const openedAt = Date.now();

    await page.getByRole('textbox', { name: 'Name' }).fill('Busy-hours freeze');
    await page
      .getByRole('textbox', { name: 'Why' })
      .fill('Release freeze: hold alerts for the evening review.');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const box = page.getByRole('group', { name: 'Days' }).getByRole('checkbox', { name: day });
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('textbox', { name: /^From \(hh:mm/ }).fill(`0${FROM_HOUR}:00`);
    await page.getByRole('textbox', { name: /^To \(hh:mm/ }).fill(`${TO_HOUR}:00`);
    await expect(page.getByRole('radio', { name: /^Delay/ })).toBeChecked();
    await expect(page.getByText(/send it when the window ends/)).toBeVisible();

    // The replay names every alert of the last 7 days in the window as held, as the history has them.
    const client = serviceClient(page, profile.api);
    const monitors = (await client.GET('/monitors')).data?.monitors ?? [];
    for (const name of ['Checkout 5xx at the edge', 'Slow search responses']) {
      const id = monitors.find((m) => m.name === name)?.id ?? '';
      const { data } = await client.GET('/monitors/{monitorId}/events', {
        params: { path: { monitorId: id }, query: { from_ts: openedAt - 7 * DAY, to_ts: openedAt } },
      });
      const inWindow = (data?.monitor_events ?? []).filter((e) => {
        const hour = new Date(e.time).getUTCHours();
        return e.monitor_status !== 'OK' && hour >= FROM_HOUR && hour < TO_HOUR;
      });
      expect(inWindow.length, `${name} alerted in the window this week`).toBeGreaterThan(0);
      const table = page.getByRole('table', { name: `Alerts of ${name} over the replay` });
      const held = table.getByRole('row').filter({ hasText: 'Held until' });
      await expect(held).toHaveCount(inWindow.length);
      for (const e of inWindow.slice(0, 5))
        await expect(
          held.filter({ has: page.getByRole('rowheader', { name: utcText(e.time) }) }),
        ).toHaveCount(1);
    }
    await expect(
      page.getByRole('status').filter({ hasText: /^Over .* it would have held \d+ of \d+ alerts/ }),
    ).toBeVisible();
    await axe('a new downtime with its replay');

    await page.getByRole('button', { name: 'Schedule downtime' }).click();
    await expect(page.getByRole('heading', { name: 'Downtimes', level: 1 })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Busy-hours freeze' }) });
    await expect(row).toContainText('Every day 08:00–20:00 (UTC)');
    await expect(row).toContainText('Delay');
    await axe('the downtimes');

    // On the monitor's timeline, its own lane above the groups, banded where it applies.
    await row.getByRole('link', { name: 'Slow search responses' }).click();
    await expect(page.getByRole('heading', { name: 'Slow search responses', level: 1 })).toBeVisible();
    const lane = page.locator('[data-downtime="Busy-hours freeze"]');
    await expect(lane).toBeVisible();
    await expect(lane.locator('[data-status="DOWNTIME"]').first()).toBeAttached();
    await expect(lane).toContainText(/Downtime: \d{4}-\d\d-\d\d \d\d:\d\d UTC to/);

    // Reloaded, it is the service's: the list reads it back.
    await page.goto('/monitors/downtimes');
    await expect(page.getByRole('rowheader', { name: 'Busy-hours freeze' })).toBeVisible();
  });

  test(`on ${profile.name}: Home names the failing webhook, and its notifications say why, as the service does`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    const card = page.getByRole('region', { name: 'Deliveries failing' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Webhook https://status-hooks.acme.example/v1/alerts');
    await card.getByRole('link', { name: 'Every failed notification' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('status')).toBe('FAILED');

    const client = serviceClient(page, profile.api);
    const monitors = (await client.GET('/monitors')).data?.monitors ?? [];
    const slow = monitors.find((m) => m.name === 'Slow search responses')?.id ?? '';
    const now = Date.now();
    const { data } = await client.GET('/monitors/{monitorId}/notifications', {
      params: { path: { monitorId: slow }, query: { from_ts: now - DAY, to_ts: now } },
    });
    const failed = (data?.monitor_notifications ?? []).filter((n) => n.status === 'FAILED');
    expect(failed.length).toBeGreaterThan(0);
    const reason = failed[0]?.failure_reason ?? '';
    expect(reason).toContain('410');
    const failing = page.getByRole('list', { name: 'Failing destinations' });
    await expect(
      failing.getByRole('listitem').filter({ hasText: 'status-hooks.acme.example' }),
    ).toContainText(reason);
    await expect(
      page
        .getByRole('table', { name: /^Notifications/ })
        .getByRole('row')
        .nth(1),
    ).toContainText('Failed');
    await axe('the failed notifications');

    // The webhook itself, on Integrations: its secret headers by name only, and a test send's answer.
    await new Shell(page).goTo('Integrations');
    const hook = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Status page (legacy)' }) });
    await expect(hook).toContainText('X-Status-Key (values hidden)');
    await expect(page.getByText('sp-legacy-77d0')).toHaveCount(0);
    await hook.getByRole('button', { name: 'Send a test to Status page (legacy)' }).click();
    await expect(hook.getByRole('status')).toHaveText(
      profile.name === 'our service'
        ? /^Failed · HTTP 410 · \d+ ms: HTTP 410 Gone/
        : 'This service offers no test send for webhooks: save it, then watch its notifications.',
    );
    await axe('integrations');
  });

  test(`on ${profile.name}: a monitor made from a template, its value filled in and backtested, lists under its template`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Monitors');
    await page.getByRole('link', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Monitor templates', level: 1 })).toBeVisible();
    await axe('monitor templates');
    await page.getByRole('link', { name: 'Make a monitor from Errors of one service' }).click();
    await expect(page.getByRole('heading', { name: 'New monitor', level: 1 })).toBeVisible();
    await expect(page.getByText('Made from a monitor template')).toBeVisible();
    await page.getByRole('textbox', { name: 'Template argument {{service}}' }).fill('checkout-api');
    // Ours names the monitor from the template ("Errors of {{service}}"); the live one by the template.
    const name = page.getByRole('textbox', { name: 'Name' });
    if (profile.name === 'our service') await expect(name).toHaveValue('Errors of {{service}}');
    await name.fill('Errors of checkout-api');
    await expect(page.getByRole('status').filter({ hasText: /^Would (not )?have triggered/ })).toBeVisible();
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await expect(page.getByRole('heading', { name: 'Errors of checkout-api', level: 1 })).toBeVisible();

    const client = serviceClient(page, profile.api);
    const made = (await client.GET('/monitors')).data?.monitors.find(
      (m) => m.name === 'Errors of checkout-api',
    );
    const templates = (await client.GET('/monitors/templates')).data?.templates ?? [];
    expect(made?.template?.id).toBe(templates.find((t) => t.name === 'Errors of one service')?.id);

    await page.goto('/monitors/templates');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Errors of one service/ }) });
    await expect(row.getByRole('link', { name: 'Errors of checkout-api' })).toBeVisible();
  });

  test(`on ${profile.name}: a dashboard made from a template is detached from it`, async ({ page }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Dashboards');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByText('Made from a dashboard template')).toBeVisible();
    await page.getByRole('button', { name: 'Detach from the template' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Detach', exact: true }).click();
    await expect(page.getByText('Made from a dashboard template')).toHaveCount(0);

    const client = serviceClient(page, profile.api);
    const list = (await client.GET('/dashboards')).data?.dashboards ?? [];
    const payments = list.find((d) => d.name === 'Payments');
    expect(payments).toBeDefined();
    expect(payments?.template).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByText('Made from a dashboard template')).toHaveCount(0);
  });
}
