import { expect, type Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../mocks/db/seed';
import { SignInPage } from './pages/sign-in-page';

/**
 * The demo's two services: ours, as the seed describes it, and the one that answers as the vendor's
 * live service does. Each signs in as Admin on the sign-in page shown (a link's sign-in page returns to
 * the link after); `api` is where its API answers in the page.
 */
export const PROFILES = [
  {
    name: 'our service',
    api: '/demo-api',
    signIn: async (page: Page) => {
      await new SignInPage(page).exploreDemoAs('Admin');
      await consoleShown(page);
    },
  },
  {
    name: 'the live service',
    api: '/demo-api-vendor',
    signIn: async (page: Page) => {
      await new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin, false);
      await consoleShown(page);
    },
  },
] as const;

/**
 * Signed in once the console shows the page the sign-in leads to (its heading), as a person sees it:
 * a navigation link clicked while that page still loads was once lost (Sat 23:58 in the week run).
 */
async function consoleShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

export type Profile = (typeof PROFILES)[number];

/** Opens the console signed in on `profile`, on Home: where every task budget starts counting. */
export async function signInAtHome(page: Page, profile: Profile): Promise<void> {
  await page.goto('/');
  await profile.signIn(page);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
}
