import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';

// A zone that is not UTC, so a change of zone shows.
test.use({ timezoneId: 'Asia/Tokyo' });

/** Display settings are React state: a change redraws the times already on screen, with no reload. */
test('changing the zone from the palette redraws the event times already on screen', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Logs');
  const firstTime = page.getByRole('feed').locator('time').first();
  await expect(firstTime).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} UTC$/);
  const utc = (await firstTime.textContent()) ?? '';

  await page.getByRole('button', { name: /^Go to/ }).click();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.type("this browser's zone");
  await page.keyboard.press('Enter');
  // The same event, now in Tokyo's time (UTC+9), without leaving the page.
  await expect(firstTime).toHaveText(/ GMT\+9$/);
  const hours = (text: string) => Number(/ (\d{2}):/.exec(text)?.[1]);
  const tokyo = (await firstTime.textContent()) ?? '';
  expect((hours(tokyo) - hours(utc) + 24) % 24).toBe(9);

  // And back: the rows follow again.
  await page.getByRole('button', { name: /^Go to/ }).click();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.type('Show times in UTC');
  await page.keyboard.press('Enter');
  await expect(firstTime).toHaveText(/ UTC$/);
});
