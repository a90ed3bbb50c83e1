import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { test as base, expect as baseExpect } from '../fixtures';

/**
 * Shared by the stored-xss-*.spec.ts files. The promise: markup stored in any text field (`<img src=x onerror=…>`, `<svg onload=…>`,
 * `"><script>…`, `javascript:…`) is shown as text by every page that displays it and never runs.
 *
 * Each test stores payloads through the API in the fields of one kind of record, visits the pages
 * that show them and asserts, page by page:
 * - the payload is displayed literally (a cell, a field's value, a heading, the document title);
 * - no injected handler ran: every payload pushes its own marker (`<tag>.<field>`) onto
 *   `window.__xss`, so a failure names the field, and the short ones call `alert('<marker>')`;
 * - no dialog opened, no request went to the injected image `x`, and no element with an `on…`
 *   attribute, a `javascript:` URL or an inline `<script>` ever entered the DOM (a MutationObserver
 *   installed before the app's scripts: it sees markup even where a handler would not fire).
 *
 * The server's Content-Security-Policy (`script-src 'self'`) would already stop inline handlers;
 * these pages are loaded with it bypassed, so that what is tested is the rendering itself. The last
 * test checks that the header is still sent, as the second line of defence.
 *
 * Records are the test's own, except a company and an arbitrator (the API cannot create them) and
 * one judicial document and text (creating them would shift the positional labels the document area
 * spec reads while it runs in parallel): those demo records are edited, restored by the `undo`
 * fixture's teardown (also after a failure or a timeout), and chosen among the ones no other spec
 * reads.
 */

export const APP_NAME = 'Back-office';

// Several pages per test, each loading its data while the other specs' workers share the two cores.
export const expect = baseExpect.configure({ timeout: 20_000 });

// ── payloads ─────────────────────────────────────────────────────────────────

let counter = 0;
/** Lower case (emails are stored lower-cased), unique across workers and tests. */
export const newTag = () => `x${Date.now().toString(36)}${base.info().workerIndex}${++counter}`;

export const hook = (marker: string) => `(window.__xss=window.__xss||[]).push('${marker}')`;

/** The payload kinds; `marker` names the field in a failure. */
export const xss = {
  img: (marker: string) => `<img src=x onerror="${hook(marker)}">`,
  svg: (marker: string) => `<svg onload="${hook(marker)}"></svg>`,
  script: (marker: string) => `"><script>${hook(marker)}</script>`,
  /** for text that might become a link */
  link: (marker: string) => `javascript:${hook(marker)}`,
  /** for URL fields, which take only http(s): markup smuggled into a valid URL */
  url: (marker: string) => `https://e2e.example.it/#"><svg/onload=${hook(marker)}>`,
  /** for short fields (≤ 50 characters), and CSV cells (no double quote) */
  alert: (marker: string) => `<svg onload=alert('${marker}')>`,
  /** 20 characters, for postal codes */
  tiny: () => '<svg onload=alert()>',
};

/** What the mail templates put in HTML (apps/server/src/lib/mail/render.ts). */
export const htmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// ── the watch on the page ────────────────────────────────────────────────────

export type Probe = { __xss?: unknown; __xssDom?: string[] };

/** Runs in every document before the app: records markup that a stored value turned into DOM. */
export function installProbe() {
  const seen: string[] = [];
  Object.defineProperty(window, '__xssDom', { value: seen });
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
  const inspect = (el: Element, only?: string | null) => {
    for (const name of only ? [only] : el.getAttributeNames()) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      if (/^on/i.test(name)) seen.push(`<${el.localName} ${name}="${value}">`);
      else if (urlAttributes.has(name.toLowerCase()) && /^\s*javascript:/i.test(value)) {
        seen.push(`<${el.localName} ${name}="${value}">`);
      } else if (el.localName === 'img' && name === 'src' && value === 'x') seen.push('<img src=x>');
    }
    if (!only && el.localName === 'script' && !el.hasAttribute('src')) {
      seen.push(`inline <script>${el.textContent ?? ''}</script>`);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        inspect(record.target as Element, record.attributeName);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        inspect(node);
        node.querySelectorAll('*').forEach((child) => {
          inspect(child);
        });
      });
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

export type Findings = { ran: unknown; dom: string[] | undefined; dialogs: string[]; images: string[] };

export type Guard = {
  /** What the page shown now did with the stored text (read it before navigating away). */
  findings(): Promise<Findings>;
  /** Asserts nothing of it ran or became markup on the page shown now. */
  check(where: string): Promise<void>;
};

/** Watches `page` from its next navigation on: the probe, dialogs, requests to the image `x`. */
export async function watch(page: Page): Promise<Guard> {
  const dialogs: string[] = [];
  const images: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}(${JSON.stringify(dialog.message())})`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('request', (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) images.push(request.url());
  });
  await page.addInitScript(installProbe);
  const findings = async (): Promise<Findings> => {
    const state = await page.evaluate(() => ({
      ran: (window as Probe).__xss,
      dom: (window as Probe).__xssDom,
    }));
    return { ...state, dialogs: [...dialogs], images: [...images] };
  };
  return {
    findings,
    async check(where) {
      const found = await findings();
      expect(found.dom, `${where}: the probe is installed`).toBeDefined();
      expect(found.ran, `${where}: injected code ran (markers of the fields)`).toBeUndefined();
      expect(found.dom, `${where}: stored text became markup`).toEqual([]);
      expect(found.dialogs, `${where}: a dialog opened`).toEqual([]);
      expect(found.images, `${where}: the injected image was requested`).toEqual([]);
    },
  };
}

export type Undo = (step: () => Promise<unknown>) => void;

export const test = base.extend<{ guard: Guard; undo: Undo }>({
  /** Registers a step that puts a demo record back; the steps run at teardown, last first. */
  undo: async ({ adminApi }, use) => {
    void adminApi; // torn down after this fixture, so the steps can still call it
    const steps: (() => Promise<unknown>)[] = [];
    await use((step) => {
      steps.push(step);
    });
    for (const step of steps.reverse()) await step();
  },
  /** The watch on the signed-in page; checked once more at the end of the test. */
  guard: async ({ adminPage }, use) => {
    const guard = await watch(adminPage);
    await use(guard);
    await guard.check('end of the test');
  },
});

// ── helpers ──────────────────────────────────────────────────────────────────

export async function json<T = Record<string, unknown>>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Opens a page and checks its static title in the top bar and the browser tab. */
export async function open(page: Page, url: string, title: string) {
  await page.goto(url);
  // the first visit of a screen loads its chunk: slow on a busy machine
  await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(`${title} · ${APP_NAME}`);
}

/** Each labelled text box (input or textarea) of `scope` shows its stored value, character for character. */
export async function expectValues(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(scope.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
  }
}

/** One of the boxes matched by `boxes` holds `value` (several entries share a label). */
export async function expectSomeValue(boxes: Locator, value: string, what: string) {
  await expect
    .poll(
      () => boxes.evaluateAll((els, v) => els.some((el) => (el as HTMLInputElement).value === v), value),
      {
        message: what,
      },
    )
    .toBe(true);
}

/** Opens the record's "Storico" and waits for the entry that shows `value`. */
export async function expectHistory(page: Page, value: string) {
  await page.getByRole('button', { name: 'Storico' }).click();
  const changes = page.getByRole('list', { name: 'Modifiche' });
  await expect(changes.getByText(value, { exact: true }).first()).toBeVisible();
}

/** Ctrl+K, search `q`, and the result shows `text`. */
export async function expectSearchResult(page: Page, q: string, text: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Cerca ovunque' });
  await expect(input).toBeFocused();
  await input.fill(q);
  await expect(
    page.getByRole('listbox', { name: 'Risultati' }).getByText(text, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
}

export async function countryId(api: APIRequestContext, name: string): Promise<number> {
  const { countries } = await json<{ countries: { id: number; name: string }[] }>(
    await api.get('/api/countries'),
  );
  const country = countries.find((c) => c.name === name);
  if (!country) throw new Error(`no country ${name}`);
  return country.id;
}

/** A 1×1 PNG: uploads sniff the content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function upload(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  return (
    await json<{ file: string }>(
      await api.post('/api/upload', { multipart: { file: { name, mimeType, buffer } } }),
    )
  ).file;
}

export type User = { id: number; name: string; surname: string; email: string; version: number };

export async function createUser(api: APIRequestContext, body: Record<string, unknown>): Promise<User> {
  return (await json<{ user: User }>(await api.post('/api/users', { data: body }))).user;
}

/** A user with an expert profile, its expert carrying `fields`. */
export async function createExpert(api: APIRequestContext, tag: string, fields: Record<string, unknown>) {
  const owner = await createUser(api, {
    user: {
      name: 'Esperto',
      surname: `XSS ${tag}`,
      email: `expert-${tag}@e2e.example.it`,
      profile_name: 'expert',
    },
  });
  const body = { expert: { user_id: owner.id, country_id: await countryId(api, 'Italia'), ...fields } };
  return (
    await json<{ expert: Record<string, unknown> & { id: number; name: string; surname: string } }>(
      await api.post('/api/experts', { data: body }),
    )
  ).expert;
}

export async function createConference(api: APIRequestContext, fields: Record<string, unknown>) {
  const body = {
    conference: {
      vat_rule: 'all',
      country: 'italy',
      image: await upload(api, 'c.png', 'image/png', PNG),
      // the earliest start of all: first among the dashboard's upcoming conferences
      date_start: '2000-01-01',
      date_end: '2099-12-31',
      price: 10000,
      active: true,
      ...fields,
    },
  };
  return (
    await json<{ conference: Record<string, unknown> & { id: number; title: string } }>(
      await api.post('/api/conferences', { data: body }),
    )
  ).conference;
}

export async function createSection(api: APIRequestContext, section: Record<string, unknown>) {
  const { data } = await json<{ data: { id: number; name: string }[] }>(await api.get('/api/categories'));
  const body = { section: { category_id: data[0].id, ...section } };
  return {
    category: data[0],
    ...(await json<{ section: { id: number } }>(await api.post('/api/sections', { data: body }))).section,
  };
}

// ── the pages ────────────────────────────────────────────────────────────────
