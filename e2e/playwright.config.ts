import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the BUILT product (apps/server/dist + apps/web/dist), started by
 * global-setup.ts on a fresh seeded database. Debian's Chromium is used; no browser is downloaded.
 */

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

// One port for the whole run. The main process picks a free one (unless E2E_PORT is given) and leaves
// it in the environment, so global setup and the workers (which inherit the environment) agree on it.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
    ],
    { encoding: 'utf8' },
  ).trim();
}
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = baseURL;

const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the same Chromium without
 * the desktop browser around it) when installed, else the browser itself. The shell ran the same
 * tests in two thirds of the time on 2 cores (docs/decisions/0041).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failure is a failure: no retries, so a flaky test shows up instead of hiding.
  retries: 0,
  workers: 2,
  // Two Chromium workers, the server and its database share 2 cores, and CI machines differ: the same
  // run took 4.5 min on one and 14.3 min on another, where a 13 s test overran 60 s. Limits are for
  // hangs, not for speed.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // list: the summary line CI reads. json only when asked (CI), into a file outside the repository.
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
