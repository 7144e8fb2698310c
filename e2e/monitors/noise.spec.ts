import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { PROFILES } from '../profiles';

for (const profile of PROFILES)
  test(`on ${profile.name}: the noise view lists the flapping monitor first, and its suggestion backtested fires fewer times`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Monitors');
    await page.getByRole('link', { name: 'Alert noise' }).click();
    await expect(page.getByRole('heading', { name: 'Alert noise', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/monitors/noise');

    const table = page.getByRole('table', { name: /by noise/ });
    // Rows fill in as their histories arrive: the first shows while the rest are still read (seconds).
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^Loading the history of [1-7] monitors?/)).toBeVisible();
    // Every monitor's history read: the loading line goes, and the noisiest is first.
    await expect(page.getByText(/^Loading the history of/)).toHaveCount(0, { timeout: 120_000 });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('rowheader')).toHaveText('Slow search responses');
    const cells = await first.getByRole('cell').allTextContents();
    const fired = Number(cells[1]?.replace(/,/g, ''));
    const flaps = Number(cells[2]?.replace(/,/g, ''));
    expect(flaps).toBeGreaterThanOrEqual(5);
    expect(fired).toBeGreaterThanOrEqual(flaps);
    await axe('alert noise');

    // Hygiene: the monitor muted with no end, and the one whose webhook fails, each with its fix.
    const hygiene = page.getByRole('table', { name: 'Monitors that cannot do their job' });
    const muted = hygiene.getByRole('row').filter({ hasText: 'Host CPU saturation' });
    await expect(muted).toContainText('Muted with no end');
    await expect(
      hygiene
        .getByRole('row')
        .filter({ hasText: 'Slow search responses' })
        .filter({ hasText: 'Failing to reach' }),
    ).toContainText('status-hooks.acme.example');
    await muted.getByRole('button', { name: 'Unmute Host CPU saturation' }).click();
    await expect(muted).toHaveCount(0);

    // Its suggestion opens its form with the change and the backtest over the same 30 days.
    await first.getByRole('link', { name: 'Raise the threshold from 12 to 15' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Slow search responses', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Threshold/ })).toHaveValue('15');
    const verdict = page.getByRole('status').filter({ hasText: /^Would (not )?have triggered/ });
    await expect(verdict).toBeVisible();
    const backtested = Number(/triggered (\d+) time/.exec((await verdict.textContent()) ?? '')?.[1] ?? 0);
    expect(backtested).toBeLessThan(fired);
  });
