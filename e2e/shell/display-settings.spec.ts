import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { PROFILES } from '../profiles';
import { SignInPage } from '../pages/sign-in-page';
import { TimeRange } from '../pages/time-range';

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

/** A date-time input is typed in the person's date order, on the wall clock of the display zone its label names. */
for (const profile of PROFILES)
  test(`on ${profile.name}: a mute's end is typed in the person's date order and zone, and stored as that moment`, async ({
    page,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    const shell = new Shell(page);
    await shell.goTo('Settings');
    await page.getByRole('radiogroup', { name: 'Time zone' }).getByText("This browser's zone").click();
    await page.getByRole('combobox', { name: 'Date format' }).selectOption('DD/MM/YYYY');
    await shell.goTo('Monitors');
    await page.getByRole('link', { name: 'OOMKilled pods' }).click();

    const mute = page.getByRole('form', { name: 'Mute' });
    const until = mute.getByLabel('Mute until (Asia/Tokyo)');
    await expect(until).toHaveAttribute('placeholder', 'DD/MM/YYYY hh:mm');
    // The 2nd of January, as this person writes it; the browser's locale (en-US) would read the 1st of February.
    await until.fill('02/01/2030 09:00');
    await expect(until).toHaveAccessibleDescription('02/01/2030 09:00 GMT+9');
    await mute.getByRole('button', { name: 'Until then' }).click();
    await expect(page.getByText('Muted until 02/01/2030 09:00 GMT+9', { exact: true })).toBeVisible();

    // The same moment in UTC: nine hours earlier on the clock, so the service holds 00:00 UTC.
    await page.getByRole('button', { name: /^Go to/ }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('Show times in UTC');
    await expect(palette.getByRole('menuitem', { name: 'Show times in UTC' }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page.getByText('Muted until 02/01/2030 00:00 UTC', { exact: true })).toBeVisible();
  });

/** The theme is a choice in Settings: system, light or dark, applied at once and kept across a reload. */
test('dark theme chosen in Settings: every control follows it, and axe passes', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Settings');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const theme = page.getByRole('radiogroup', { name: 'Theme' });

  await theme.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(247, 248, 250)');

  await theme.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe('rgb(15, 18, 23)');
  // A native select is drawn on the dark surface too, not browser grey.
  const select = page.getByRole('combobox', { name: 'Date format' });
  expect(await select.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(23, 27, 34)');
  await axe('settings in the dark theme');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await theme.getByText('As the system', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
});

/** One time-range picker: presets, a typed range, whole days from a calendar in the person's zone and format. */
test("the time-range picker reads and writes the person's zone and date format, and keeps recent ranges", async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  const shell = new Shell(page);
  await shell.goTo('Settings');
  await page.getByRole('radiogroup', { name: 'Time zone' }).getByText("This browser's zone").click();
  await page.getByRole('combobox', { name: 'Date format' }).selectOption('DD/MM/YYYY');
  await shell.goTo('Logs');

  const range = new TimeRange(page);
  await range.open();
  await expect(range.panel.getByRole('heading', { name: 'Absolute (Asia/Tokyo)' })).toBeVisible();
  await axe('the time-range picker, open');

  // Today in Tokyo, picked on the calendar (start and end the same day): the whole day, midnight to midnight.
  const now = new Date();
  const tokyo = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', ...options }).format(now);
  const today = tokyo({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const day = range.panel.getByRole('grid').getByRole('button', { name: new RegExp(today) });
  await day.click();
  await day.click();
  const [month, date, year] = tokyo({ month: '2-digit', day: '2-digit', year: 'numeric' }).split('/');
  await expect(range.panel.getByRole('textbox', { name: 'From (Asia/Tokyo)' })).toHaveValue(
    `${date}/${month}/${year} 00:00`,
  );
  await range.panel.getByRole('button', { name: 'Set absolute range' }).click();
  const midnight = Date.UTC(Number(year), Number(month) - 1, Number(date)) - 9 * 3_600_000;
  await expect(page).toHaveURL(new RegExp(`from=${midnight}`));
  await expect(page).toHaveURL(new RegExp(`to=${midnight + 86_400_000}`));
  await expect(range.trigger).toHaveAccessibleName(
    new RegExp(`^Time range: ${date}/${month}/${year} 00:00 → \\d{2}/\\d{2}/\\d{4} 00:00 GMT\\+9$`),
  );

  // A typed range is checked before it is used; a good one applies.
  await range.typeRelative('Last 3 fortnights');
  await expect(range.panel.getByText(/Unknown unit "fortnights"/)).toBeVisible();
  await range.panel.getByRole('textbox', { name: 'Custom relative range' }).fill('Last 3 hours');
  await range.panel.getByRole('button', { name: 'Apply' }).click();
  await range.expectRelative('Last 3 hours');

  // An end before the start is said under the end, and nothing changes.
  await range.setAbsolute('02/01/2026 10:00', '01/01/2026 10:00', 'Asia/Tokyo');
  await expect(range.panel.getByText('The end must be after the start.')).toBeVisible();
  await page.keyboard.press('Escape');
  await range.expectRelative('Last 3 hours');

  // Both ranges used are offered again; the day comes back with one click.
  await range.open();
  const recent = range.panel.getByRole('list', { name: 'Recently used' });
  await expect(recent.getByRole('button')).toHaveCount(2);
  await recent.getByRole('button', { name: new RegExp(`^${date}/${month}/${year} 00:00`) }).click();
  await expect(page).toHaveURL(new RegExp(`from=${midnight}`));
  await range.expectAbsolute();
});
