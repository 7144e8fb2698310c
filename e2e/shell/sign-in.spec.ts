import { gotoExpectingDeploymentCaching } from '../deployment-caching';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { DEMO_SERVICE, SignInPage } from '../pages/sign-in-page';

/** The people behind the demo roles (mocks/db/seed.ts). */
const DEMO_PEOPLE = {
  Admin: 'Demo admin key',
  Standard: 'Demo standard key',
  ReadOnly: 'Demo read-only key',
} as const;
// Ada Lovelace's demo bearer token, as printed by `npm run mock-server` and listed in docs/demo.md.
const ADA_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJsb29rb3V0LWRlbW8iLCJzdWIiOiI1MGQ4M2YzOC0zZjQwLTQxZTMtYWMwZC02YWIyYjBjZGM2M2QifQ.32ea3b2dd2c7b513';

for (const role of ['Admin', 'Standard', 'ReadOnly'] as const) {
  test(`exploring the demo as ${role} lands on Home`, async ({ page, axe }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await axe('sign-in');
    await signIn.exploreDemoAs(role);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await new Shell(page).expectSignedInAs(DEMO_PEOPLE[role], role);
    await expect(page.getByRole('banner').getByText('Acme Retail')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alerting now' })).toBeVisible();
  });
}

test('the demo signs back in after a reload; sign-out forgets the session', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Standard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.reload();
  await new Shell(page).expectSignedInAs(DEMO_PEOPLE.Standard, 'Standard');

  await new Shell(page).signOut();
  await page.goto('/roles');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain('demo-standard-key');
});

test("the demo's profile is switched on the sign-in page, both ways, and the console opens each time", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signIn = new SignInPage(page);
  const shell = new Shell(page);
  const answers = page.getByRole('radiogroup', { name: 'The demo service answers' });
  /** Pages that read the service's answers: each opens with its data, no page error. */
  const explore = async () => {
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    for (const [area, heading] of [
      ['Dashboards', 'Dashboards'],
      ['Monitors', 'Monitors'],
      ['Logs', 'Logs'],
    ] as const) {
      await shell.goTo(area);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached();
      await expect(page.getByText(/Could not load this page|Something went wrong/)).toHaveCount(0);
    }
    await expect(page.getByText(/^[\d,]+ events match$/)).toBeVisible();
  };

  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await explore();
  // Signed out, the other profile, in the same page: no reload between them.
  for (const profile of ['As the live service answers', "As this console's contract describes the service"]) {
    await shell.signOut();
    await expect(page.getByRole('heading', { name: 'Explore the demo' })).toBeVisible();
    await answers.getByText(profile).click();
    await signIn.exploreDemoAs('Admin');
    await explore();
  }
  expect(errors).toEqual([]);
});

test('connecting with a demo user bearer token signs in as that user', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.connect({
    where: DEMO_SERVICE,
    method: 'Bearer token (JWT)',
    secret: ADA_TOKEN,
  });
  const shell = new Shell(page);
  await shell.expectSignedInAs('Ada Lovelace', 'Admin');
  expect(page.url()).not.toContain(ADA_TOKEN);
  // The session is kept for this tab only (sessionStorage): a reload stays signed in…
  await page.reload();
  await shell.expectSignedInAs('Ada Lovelace', 'Admin');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(ADA_TOKEN);
  // …and sign-out forgets it.
  await shell.signOut();
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage })))
    .not.toContain(ADA_TOKEN);
});

test('the demo service offers its credentials to fill in', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await new SignInPage(page).chooseWhere(DEMO_SERVICE);
  await page.getByRole('button', { name: 'Use the bearer token of Grace Hopper' }).click();
  await axe('connect to the demo service');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await new Shell(page).expectSignedInAs('Grace Hopper', 'Standard');
});

test('a refused API key shows the service error with a copyable correlation id', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.connect({
    where: DEMO_SERVICE,
    method: 'API key',
    secret: 'not-a-real-key',
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('401 Unauthorized');
  await expect(alert).toContainText('Unknown API key');
  await expect(alert.getByRole('button', { name: 'Copy the correlation id' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await axe('sign-in with an error');
});

test('the connect form validates before sending', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.connect({
    where: 'Custom base URL',
    method: 'API key',
    secret: '',
    baseUrl: 'javascript:alert(1)',
  });
  await expect(page.getByText('Enter an http(s) URL')).toBeVisible();
  await expect(page.getByText('Enter the API key.')).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page, axe }) => {
  await new SignInPage(page).open();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await axe('404');
});

test('the build is served as deploy/nginx.conf.template serves it: hashed assets kept, the page asked again', async ({
  page,
}) => {
  await gotoExpectingDeploymentCaching(page, '/sign-in');
});

test('the built console ships a Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/sign-in');
  const header = response?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(header).toContain(directive);
  }
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self'");
});
