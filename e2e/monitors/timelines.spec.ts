import { expect, test } from '../fixtures';
import { TimeRange } from '../pages/time-range';
import { PROFILES } from '../profiles';

/**
 * A timeline's spells are drawn from the data, and the data moves with the clock: a spell short at the
 * window's edge at one hour is long at another. Its links must be targets a finger can hit (24 px, WCAG
 * 2.2's target size) whatever the hour, so the timelines are drawn at several hours of the day (the hours
 * an earlier build failed at among them), on both services, and scanned by axe (`target-size` included).
 */

const HOURS = ['01:51', '03:51', '09:52', '11:50', '18:30'];
/** The live service draws the same data through its own answers: two of those hours for it. */
const LIVE_HOURS = ['01:51', '11:50'];

/** The latest past moment at this time of day (UTC), so the demo's data up to it exists. */
function lastAt(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const now = new Date();
  const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
  return at <= now.getTime() ? at : at - 86_400_000;
}

for (const profile of PROFILES)
  for (const time of profile.api === '/demo-api' ? HOURS : LIVE_HOURS)
    test(`on ${profile.name} at ${time} UTC: a flapping monitor's timelines are targets a finger can hit`, async ({
      page,
      axe,
    }) => {
      // The page's clock at that hour, running on from there (the demo's service keeps to it).
      await page.clock.install({ time: lastAt(time) });
      await page.goto('/');
      await profile.signIn(page);
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
      await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Monitors' }).click();
      await page
        .getByRole('table', { name: 'Monitors' })
        .getByRole('link', { name: 'Slow search responses' })
        .click();
      // A week of a monitor that alerts and clears many times a day: spells of every length.
      await new TimeRange(page).choose('Last 7 days');
      const lanes = page.getByRole('figure', { name: 'Status per group over time' });
      await expect(lanes.getByRole('link').first()).toBeVisible();
      for (const link of await lanes.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      }
      await axe(`the monitor's week at ${time}`);
    });
