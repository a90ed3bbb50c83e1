import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForAnimations } from '../fixtures';

/**
 * Every signed-in route, lists and a detail of each record type, opened on the demo data: axe finds
 * nothing serious, the page never scrolls sideways and no grid column header is cut off.
 */

type Row = Record<string, unknown>;

/** The rows of a list answer: its one array field (users, sections, data, …). */
async function rows(api: APIRequestContext, path: string): Promise<Row[]> {
  const res = await api.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  const body = (await res.json()) as Record<string, unknown>;
  const list = Object.values(body).find(Array.isArray) as Row[] | undefined;
  expect(list, `${path} answers a list`).toBeTruthy();
  return list ?? [];
}

async function first(api: APIRequestContext, path: string, field = 'id'): Promise<string> {
  const [row] = await rows(api, path);
  expect(row, `the demo data has a row at ${path}`).toBeTruthy();
  return encodeURIComponent(String(row[field]));
}

/** An order of the first conference that has any, and that conference. */
async function anOrder(api: APIRequestContext): Promise<{ conference: string; order: string }> {
  for (const conference of await rows(api, '/api/conferences?pageSize=100')) {
    const [order] = await rows(api, `/api/conferences/booking/${conference.id}?pageSize=1`);
    if (order) return { conference: String(conference.id), order: String(order.order_id) };
  }
  throw new Error('the demo data has no order');
}

/** A sent e-mail: the seed sends none, so an order's confirmation is sent first when needed. */
async function aMail(api: APIRequestContext): Promise<string> {
  const [mail] = await rows(api, '/api/mails?pageSize=1');
  if (mail) return String(mail.id);
  const sent = await api.post(`/api/conferences/send-recap-by-order-id/${(await anOrder(api)).order}`);
  expect(sent.ok(), await sent.text()).toBe(true);
  return first(api, '/api/mails?pageSize=1');
}

type Route = {
  name: string;
  path: (api: APIRequestContext) => Promise<string>;
  /** what to do on the page before axe runs */
  before?: (page: Page) => Promise<void>;
};
const fixed = (path: string) => async () => path;

const ROUTES: readonly Route[] = [
  { name: 'dashboard', path: fixed('/dashboard') },
  { name: 'sections', path: fixed('/documents') },
  { name: 'new section', path: fixed('/document/new') },
  { name: 'section', path: async (api) => `/document/${await first(api, '/api/sections?pageSize=1')}` },
  { name: 'categories and languages', path: fixed('/categories-languages') },
  { name: 'document area', path: fixed('/document-area') },
  { name: 'conferences', path: fixed('/conferences') },
  { name: 'new conference', path: fixed('/conference/new') },
  {
    name: 'conference',
    path: async (api) => `/conference/${(await anOrder(api)).conference}`,
  },
  { name: 'orders', path: async (api) => `/orders/${(await anOrder(api)).conference}` },
  {
    name: 'reception',
    path: async (api) =>
      `/conferences/${await first(api, '/api/conferences?q=deontologia&pageSize=1')}/accoglienza`,
  },
  { name: 'coupons', path: fixed('/coupons') },
  { name: 'new coupon', path: fixed('/coupons/new') },
  { name: 'coupon', path: async (api) => `/coupons/${await first(api, '/api/coupons?pageSize=1')}` },
  { name: 'order', path: async (api) => `/order/${(await anOrder(api)).order}` },
  { name: 'users', path: fixed('/users') },
  {
    name: 'user',
    // a member of a company, with billing: every tab has something to show
    path: async (api) => `/users/${await first(api, '/api/users?membership=true&profile=client&pageSize=1')}`,
  },
  { name: 'experts', path: fixed('/experts') },
  { name: 'new expert', path: fixed('/experts/new') },
  { name: 'expert', path: async (api) => `/experts/${await first(api, '/api/experts?pageSize=1')}` },
  { name: 'payments export', path: fixed('/payments') },
  { name: 'companies', path: fixed('/memberships') },
  {
    name: 'company',
    path: async (api) =>
      `/memberships/${await first(api, '/api/memberships?status=active&pageSize=1', 'subscription_id')}`,
  },
  { name: 'transfers', path: fixed('/manual-transfers') },
  { name: 'bank statement', path: fixed('/manual-transfers/statement') },
  { name: 'arbitrators', path: fixed('/arbitrators') },
  {
    name: 'arbitrator',
    path: async (api) => `/arbitrators/${await first(api, '/api/arbitrators?all=true&pageSize=1')}`,
  },
  { name: 'invoices', path: fixed('/invoices') },
  { name: 'invoice', path: async (api) => `/invoices/${await first(api, '/api/invoices?pageSize=1')}` },
  { name: 'invoice settings', path: fixed('/invoice-settings') },
  { name: 'billing checks', path: fixed('/billing-checks') },
  { name: 'activity', path: fixed('/activity') },
  { name: 'mails', path: fixed('/mail') },
  {
    name: 'mail',
    path: async (api) => `/mail/${await aMail(api)}`,
    // axe cannot enter the sandboxed HTML preview (it blocks scripts): the text tab is checked
    before: (page) => page.getByRole('tab', { name: 'Testo' }).click(),
  },
  { name: 'trash', path: fixed('/trash') },
  { name: 'account', path: fixed('/account') },
];

/** Opens a route and waits for its content: the top bar's title and no loader. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Page wider than the window: how many pixels it scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The grid column headers whose title is cut off (an ellipsis instead of the whole text). */
const clippedHeaders = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle'))
      .filter((title) => title.scrollWidth > title.clientWidth + 1)
      .map((title) => title.textContent ?? ''),
  );

/**
 * The mail's HTML preview is a sandboxed frame without allow-scripts: Chromium refuses the scripts
 * Playwright injects into every frame and logs it. That is the sandbox working.
 */
const SANDBOXED_PREVIEW =
  /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** The back-office at a phone's width: the navigation drawer closes, the page lays out again. */
async function toPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeHidden();
  await waitForAnimations(page);
}

// One page per route for both widths: the phone check reuses the loaded route (a new page per width
// cost a browser context and a cold load of the back-office each, about a minute of CI).
for (const route of ROUTES) {
  test(`${route.name}: accessible, no sideways scroll, headers whole at 1366 px; no sideways scroll at 390 px`, async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    consoleErrors.allow(SANDBOXED_PREVIEW);
    const path = await route.path(adminApi);
    await open(page, path);
    expect.soft(await sideways(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect.soft(await clippedHeaders(page), `${path}: grid headers cut off`).toEqual([]);
    await route.before?.(page);
    await expectAccessible(page);
    await toPhoneWidth(page);
    expect(await sideways(page), `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  });
}
