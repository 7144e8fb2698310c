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
    signIn: (page: Page) => new SignInPage(page).exploreDemoAs('Admin'),
  },
  {
    name: 'the live service',
    api: '/demo-api-vendor',
    signIn: (page: Page) => new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin, false),
  },
] as const;

export type Profile = (typeof PROFILES)[number];

/** Opens the console signed in on `profile`, on Home: where every task budget starts counting. */
export async function signInAtHome(page: Page, profile: Profile): Promise<void> {
  await page.goto('/');
  await profile.signIn(page);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
}
