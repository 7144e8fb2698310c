// Makes sure Playwright has a browser: its own where one is installed, else Debian's Chromium,
// installed with apt-get when missing (CI and new machines start without it; they run as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowserExists() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH)) {
  console.log(`Using ${process.env.PLAYWRIGHT_CHROMIUM_PATH}`);
} else if (playwrightBrowserExists()) {
  console.log("Using Playwright's own Chromium");
} else if (existsSync(DEBIAN_CHROMIUM)) {
  console.log(`Using Debian's Chromium at ${DEBIAN_CHROMIUM}`);
} else {
  console.log("No browser found: installing Debian's chromium (apt-get)…");
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(DEBIAN_CHROMIUM)) {
    console.error('chromium did not install; set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
}
