import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * What every browser test imports instead of '@playwright/test':
 *   import { test, expect, expectAccessible, login, apiLogin } from '../fixtures';
 * See e2e/README.md.
 */

export { expect };

/** The demo admin of `npm run seed:demo`. */
export const ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2026' } as const;
/** The localStorage key under which the web app keeps its bearer token (apps/web/src/lib/auth-token.ts). */
export const TOKEN_KEY = 'auth_token';

export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with `npm run test:e2e`');
  return url;
};

/** Console and page errors seen during a test; any that is not allowed fails the test. */
export interface ConsoleErrors {
  /** Everything recorded so far, allowed or not. */
  readonly all: string[];
  /**
   * Declare an error the test provokes on purpose. Use it only for the browser's own network line
   * for an answer the test expects, e.g. `allow(/status of 401/)` when it submits a wrong password:
   * Chromium logs every 4xx/5xx answer to fetch as a console error, which is not a fault of the app.
   */
  allow(pattern: RegExp): void;
}

type Fixtures = {
  consoleErrors: ConsoleErrors;
  /** The `page`, already signed in as the demo admin (token in localStorage), not navigated yet. */
  adminPage: Page;
  /** Bearer token of the demo admin, shared by the whole run (never log it out). */
  adminToken: string;
  /** API client with baseURL and the admin's Authorization header, for preparing data. */
  adminApi: APIRequestContext;
};

function formatConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ context }, use) => {
    const all: string[] = [];
    const allowed: RegExp[] = [];
    const watch = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() === 'error') all.push(formatConsoleMessage(message));
      });
      page.on('pageerror', (error) => all.push(`page error: ${error.stack ?? error.message}`));
    };
    for (const page of context.pages()) watch(page);
    // Pages opened later (popups, new windows of downloads) are watched too.
    context.on('page', watch);
    await use({
      all,
      allow: (pattern) => {
        allowed.push(pattern);
      },
    });
    const unexpected = all.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    expect(unexpected, 'console errors or uncaught page errors during the test').toEqual([]);
  },

  // Every test that uses a page gets the console watch, whether or not it names consoleErrors.
  page: async ({ page, consoleErrors }, use) => {
    void consoleErrors;
    await use(page);
  },

  adminToken: async ({ request }, use) => {
    await use(await apiLogin(request));
  },

  adminPage: async ({ page, adminToken }, use) => {
    // A same-origin page that is not the app (so nothing reads the storage before it is set).
    await page.goto('/api/health');
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, adminToken] as const);
    await use(page);
  },

  adminApi: async ({ adminToken }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL: baseURL(),
      extraHTTPHeaders: { Authorization: `Bearer ${adminToken}` },
    });
    await use(context);
    await context.dispose();
  },
});

/**
 * Bearer token of the demo admin for API calls. By default the token global setup obtained once
 * (shared, never log it out); `{ fresh: true }` signs in again and returns a new session of its own
 * (mind the limit: 50 sign-in attempts per address per 15 minutes).
 */
export async function apiLogin(
  request: APIRequestContext,
  { fresh = false, email = ADMIN.email, password = ADMIN.password } = {},
): Promise<string> {
  const shared = process.env.E2E_ADMIN_TOKEN;
  if (shared && !fresh && email === ADMIN.email) return shared;
  const response = await request.post(`${baseURL()}/api/auth/login`, { data: { email, password } });
  const body = await response.json().catch(() => null);
  const token = body?.data?.auth_token;
  if (!response.ok() || typeof token !== 'string') {
    throw new Error(`sign-in of ${email} failed: ${response.status()} ${JSON.stringify(body)}`);
  }
  return token;
}

/** Signs in through the form on / and waits for /documents (a new session: it may be logged out). */
export async function login(
  page: Page,
  { email = ADMIN.email, password = ADMIN.password } = {},
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/documents');
}

/** Waits until no finite animation or transition runs (MUI fades and slides), at most `timeout` ms. */
export async function waitForAnimations(page: Page, timeout = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout },
    )
    .catch(() => {
      // Still moving after the timeout: analyse anyway.
    });
}

/**
 * Waits (at most ~10 s, never failing) until the page has loaded its data: no request in flight,
 * no visible progress indicator (page loader, grid loading overlay), no running transition. So that
 * axe sees the rows and dialogs, not a spinner.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await waitForAnimations(page);
}

export type AccessibleOptions = {
  /** CSS selector of the part to check (default: the whole page). */
  include?: string;
  /** CSS selectors to leave out, e.g. a third-party widget. Say why in the test. */
  exclude?: string[];
  /** axe rule ids to switch off. Say why in the test. */
  disableRules?: string[];
};

/** axe-core's browser script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core with the WCAG 2 A and AA rules: fails on any violation of impact serious or critical,
 * listing each rule, its help link and the offending elements.
 *
 * axe runs in the page itself, injected once per loaded document. @axe-core/playwright's builder
 * injected its 500 kB script again on every call and finished each run in a new page: 7–9 s a grid
 * page against under 1 s here, two thirds of the browser tests' time. Frames are not entered: the
 * two the back-office has (a sandboxed mail preview, a PDF viewer) take no script either way.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}): Promise<void> {
  await waitForSettled(page);
  const context = {
    ...(options.include ? { include: [[options.include]] } : {}),
    // a hover tooltip caught mid-fade has transparent text: axe would read its contrast as failing
    exclude: ['.MuiTooltip-popper', ...(options.exclude ?? [])].map((selector) => [selector]),
  };
  const run: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    iframes: false,
    resultTypes: ['violations'],
  };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([context, run]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        context,
        run,
      ),
    [context, run] as const,
  );
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const readable = blocking.map((violation) =>
    [
      `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map(
        (node) =>
          `  at ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
      ),
    ].join('\n'),
  );
  expect(readable, `accessibility (axe, WCAG 2 A/AA) of ${page.url()}`).toEqual([]);
}
