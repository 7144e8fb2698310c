import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Playwright's own Chromium where installed, else Debian's (scripts/ensure-test-tools.mjs installs it). */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No browser of Playwright's own.
  }
  return '/usr/bin/chromium';
}

/** Flags that work as root, headless, on a machine with no network but the registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
