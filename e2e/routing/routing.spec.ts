import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { PROFILES } from '../profiles';
import { serviceClient } from '../service';

const HOUR = 3_600_000;

for (const profile of PROFILES) {
  test(`on ${profile.name}: a destination is tested, then forwarding starts, and each dataset says what it forwards`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Forwarding');
    await expect(page.getByRole('heading', { name: 'Forwarding', level: 1 })).toBeVisible();
    const perDataset = page.getByRole('table', { name: 'What each dataset forwards' });
    await expect(
      perDataset.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'apps/auth-service' }) }),
    ).toContainText('Security audit copy');
    await axe('forwarding');

    await page.getByRole('button', { name: 'Forward datasets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forward datasets' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Payments to the EU archive');
    // A bucket of another account is refused by the test, and says so.
    await dialog.getByRole('textbox', { name: 'Bucket' }).fill('someone-elses-bucket');
    await dialog.getByRole('button', { name: 'Test the destination' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /^Not reached/ })).toContainText(
      's3://someone-elses-bucket/',
    );
    await dialog.getByRole('textbox', { name: 'Bucket' }).fill('acme-archive-eu');
    await dialog.getByRole('textbox', { name: 'Key prefix (optional)' }).fill('payments/');
    await dialog.getByRole('button', { name: 'Test the destination' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /^Reached/ })).toContainText(
      's3://acme-archive-eu/payments/ took a test file',
    );
    // No dataset chosen: said before anything is sent.
    await dialog.getByRole('button', { name: 'Start forwarding' }).click();
    await expect(dialog.getByText('Choose the datasets to forward, or all of them.')).toBeVisible();
    await dialog.getByRole('button', { name: /^Datasets:/ }).click();
    await page.getByRole('checkbox', { name: /^payments-service/ }).click({ force: true });
    await page.keyboard.press('Escape');
    await axe('the forwarding form');
    await dialog.getByRole('button', { name: 'Start forwarding' }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole('table', { name: 'Forwarding' })
      .getByRole('row')
      .filter({ hasText: 'Payments to the EU archive' });
    await expect(row).toContainText('apps/payments-service');
    await expect(row).toContainText('s3://acme-archive-eu/payments/');
    await expect(
      perDataset
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'apps/payments-service' }) }),
    ).toContainText('Payments to the EU archive');
    const saved =
      (await serviceClient(page, profile.api).GET('/forward-configs')).data?.['forward-configs'] ?? [];
    expect(saved.find((f) => f.name === 'Payments to the EU archive')).toMatchObject({
      all_logs: false,
      compression: 'ZSTD',
      destination: { bucket: 'acme-archive-eu', prefix: 'payments/' },
    });
  });

  test(`on ${profile.name}: a key is added and rotated to, and the one before is disabled`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Encryption keys');
    const table = page.getByRole('table', { name: 'Encryption keys' });
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(rowOf('Acme logs 2026')).toContainText('Active: encrypts new data');
    if (profile.name === 'our service') await expect(rowOf('Acme logs 2026')).toContainText('10 datasets');
    else
      await expect(
        page.getByText('This service does not say which datasets each key encrypts.'),
      ).toBeVisible();
    await axe('encryption keys');

    await page.getByRole('button', { name: 'Add a key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an encryption key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme logs 2027');
    await dialog.getByRole('textbox', { name: 'KMS alias ARN' }).fill('lookout-2027');
    await dialog.getByRole('button', { name: 'Add key' }).click();
    await expect(dialog.getByText(/^A KMS alias ARN, such as/)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'KMS alias ARN' })
      .fill('arn:aws:kms:eu-west-1:493018552217:alias/lookout-2027');
    await dialog.getByRole('button', { name: 'Add key' }).click();
    await expect(rowOf('Acme logs 2027')).toContainText('Added, not used yet');

    await rowOf('Acme logs 2027').getByRole('button', { name: 'Actions for Acme logs 2027' }).click();
    await page.getByRole('menuitem', { name: 'Make it the active key…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rotate to Acme logs 2027?' });
    await expect(confirm).toContainText('Acme logs 2026 is disabled');
    await confirm.getByRole('button', { name: 'Rotate' }).click();
    await expect(rowOf('Acme logs 2027')).toContainText('Active: encrypts new data');
    await expect(rowOf('Acme logs 2026')).toContainText('Disabled: reads only the data it encrypted');
    const keys = (await serviceClient(page, profile.api).GET('/encryption-keys')).data?.keys ?? [];
    expect(keys.filter((k) => k.status === 'ACTIVE').map((k) => k.name)).toEqual(['Acme logs 2027']);
  });

  test(`on ${profile.name}: parser coverage, from Datasets, shows each dataset's share as the service computes it`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Datasets');
    await page.getByRole('link', { name: 'Parser coverage' }).click();
    await expect(page.getByRole('heading', { name: 'Parser coverage', level: 1 })).toBeVisible();
    // A fixed window, so the page's figures and the service's answer below are of the same events.
    const to = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const from = to - 6 * HOUR;
    await page.goto(`/datasets/coverage?from=${from}&to=${to}`);
    const { data } = await serviceClient(page, profile.api).GET('/parsers/metrics/ratio', {
      params: { query: { from_ts: from, to_ts: to, num_of_slices: 48, limit: 100 } },
    });
    const logs = (await serviceClient(page, profile.api).GET('/logs')).data?.logs ?? [];
    const table = page.getByRole('table', { name: /^Parser coverage/ });
    for (const name of ['nginx-access', 'cdn-edge', 'orders-worker']) {
      const log = logs.find((l) => l.dataset === name);
      const series = data?.match_ratio?.find((s) => s.name === log?.log_id);
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: `${log?.collection}/${name}` }) });
      await expect(row).toContainText(`${((series?.value ?? 0) * 100).toFixed(1)}%`);
      await expect(row).toContainText((series?.count ?? 0).toLocaleString('en'));
    }
    await table.getByRole('link', { name: 'web/cdn-edge' }).click();
    await expect(page.getByRole('heading', { name: 'web/cdn-edge over time' })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: /Share of web\/cdn-edge its parser understood/ }),
    ).toBeVisible();
    await axe('parser coverage');
  });
}
