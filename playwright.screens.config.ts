import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the README's "What it looks like", taken from the production build in demo
 * mode (e2e/screens). Not part of `npm test`: it writes into docs/screenshots.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/screens',
  testIgnore: [],
  projects: undefined,
  retries: 0,
});
