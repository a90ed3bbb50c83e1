import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';

/**
 * The site's legal pages (decision 0029): an admin publishes a group of texts of Area Documentale →
 * Testi as the privacy policy, and the site's footer links to it. The demo seed publishes one: the
 * admin moves the page to a new text (the first try says the page is taken). A page belongs to one
 * text at a time, so the phone variant works on the terms, which no other test touches.
 */

type Text = {
  id: number;
  title: string;
  content: string;
  site_page: string | null;
  title_en: string | null;
  content_en: string | null;
  version: number;
};

const TAKEN = 'Un altro testo è già pubblicato come Informativa privacy';

const texts = (api: APIRequestContext) =>
  getField<Text[]>(api, '/api/judicial_texts?pageSize=500', 'judicial_texts');

async function saveText(api: APIRequestContext, text: Text, site_page: string | null) {
  const { id, version, ...rest } = text;
  const res = await api.put(`/api/judicial_texts/${id}`, {
    data: { judicial_text: { ...rest, site_page } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const pageSelect = (scope: Locator) => scope.getByRole('combobox', { name: 'Pubblica sul sito' });

test('an admin publishes a text as Informativa privacy and the site’s footer opens it', async ({
  adminPage: page,
  adminApi,
  consoleErrors,
}) => {
  const title = `E2E informativa ${Date.now()}`;
  const seeded = (await texts(adminApi)).find((t) => t.site_page === 'privacy');
  let created: Text | undefined;
  try {
    await page.goto('/document-area?tab=testi');
    await page.getByRole('button', { name: 'Aggiungi nuovo gruppo di testi' }).click();
    const entry = page.getByRole('form').last();
    await entry.getByRole('textbox', { name: 'Titolo' }).fill(title);
    await entry
      .getByRole('textbox', { name: 'Contenuto' })
      .fill('Primo paragrafo,\nsu due righe.\n\nSecondo paragrafo con <b>markup</b> scritto così.');
    await expect(pageSelect(entry)).toHaveText(/^No/);
    // the English title and text are offered once the text is published as a page of the site
    await expect(entry.getByRole('textbox', { name: 'Titolo (inglese)' })).toHaveCount(0);
    await choose(page, pageSelect(entry), 'Informativa privacy');
    await entry.getByRole('textbox', { name: 'Titolo (inglese)' }).fill(`${title} (EN)`);
    await entry.getByRole('textbox', { name: 'Testo (inglese)' }).fill('First paragraph.');

    if (seeded) {
      // the demo's text holds the page: the save is refused, saying so beside the select
      consoleErrors.allow(/status of 409/);
      await entry.getByRole('button', { name: 'Salva' }).click();
      await expect(entry.getByText(TAKEN)).toBeVisible();
      await expect(snackbar(page, 'Qualcosa è andato storto')).toBeVisible();
      // the tab lists the groups in creation order, named by their place
      const place = (await texts(adminApi)).findIndex((t) => t.id === seeded.id) + 1;
      const holder = page.getByRole('form', { name: `Gruppo di testi ${place}`, exact: true });
      await expect(pageSelect(holder)).toHaveText('Informativa privacy');
      await choose(page, pageSelect(holder), 'No');
      await holder.getByRole('button', { name: 'Salva' }).click();
      await expect(snackbar(page, 'Gruppo testuale salvato')).toBeVisible();
    }
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Gruppo testuale salvato').last()).toBeVisible();
    await expect
      .poll(async () => (await texts(adminApi)).find((t) => t.title === title)?.site_page)
      .toBe('privacy');
    created = (await texts(adminApi)).find((t) => t.title === title);
    expect(created).toMatchObject({ title_en: `${title} (EN)`, content_en: 'First paragraph.' });

    await page.goto('/area/');
    const legal = page.getByRole('navigation', { name: 'Note legali' });
    await expect(legal.getByRole('link', { name: 'Informativa privacy' })).toBeVisible();
    await legal.getByRole('link', { name: 'Informativa privacy' }).click();
    await expect(page).toHaveURL(/\/area\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    // paragraphs split at the blank line; markup shows as written, never as HTML
    const text = page.locator('.legal-text p');
    await expect(text).toHaveCount(2);
    await expect(text.first()).toHaveText('Primo paragrafo,\nsu due righe.');
    await expect(text.nth(1)).toHaveText('Secondo paragrafo con <b>markup</b> scritto così.');
    await expect(page.locator('.legal-text b')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expectAccessible(page);

    // the forms' consent opens it in a new tab, leaving the form as it is
    await page.goto('/area/candidatura');
    const consent = page.getByRole('link', { name: /Leggi l’informativa privacy/ });
    await expect(consent).toHaveAttribute('href', '/area/privacy');
    await expect(consent).toHaveAttribute('target', '_blank');
    await expect(consent).toHaveAttribute('rel', 'noopener');
  } finally {
    // the demo's text gets its page back
    if (created) expect((await adminApi.delete(`/api/judicial_texts/${created.id}`)).ok()).toBe(true);
    else {
      const mine = (await texts(adminApi)).find((t) => t.title === title);
      if (mine) await adminApi.delete(`/api/judicial_texts/${mine.id}`);
    }
    if (seeded) {
      const now = (await texts(adminApi)).find((t) => t.id === seeded.id);
      if (now && now.site_page !== 'privacy') await saveText(adminApi, now, 'privacy');
    }
  }
});

test('the terms on a phone: the footer opens them; once withdrawn the page says so', {
  tag: '@phone',
}, async ({ page, adminApi, consoleErrors }) => {
  const title = `E2E termini ${Date.now()}`;
  const res = await adminApi.post('/api/judicial_texts', {
    data: {
      judicial_text: {
        title,
        content: `Le prenotazioni sono confermate al pagamento.\n\n${'Unaparolamoltolungasenzaspazi'.repeat(4)} non esce dallo schermo.`,
        site_page: 'terms',
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const created: Text = (await res.json()).judicial_text;
  try {
    await page.goto('/area/');
    const link = page
      .getByRole('navigation', { name: 'Note legali' })
      .getByRole('link', { name: 'Termini e condizioni' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/area\/termini$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.legal-text p')).toHaveCount(2);
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await adminApi.delete(`/api/judicial_texts/${created.id}`);
  }

  consoleErrors.allow(/status of 404/);
  await page.goto('/area/termini');
  await expect(page.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeVisible();
  await expect(
    page.getByText("L'associazione non ha ancora pubblicato i termini e condizioni"),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Note legali' }).getByRole('link', { name: 'Termini e condizioni' }),
  ).toHaveCount(0);
  await expectAccessible(page);
});
