import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { PDF } from '../helpers/files';

/**
 * The public side of issue 29 on the member site (/area/), at 1366 and 390 px: a visitor applies
 * as arbitrator with their documents, the admin finds the application in the back-office and
 * approves it; the experts directory shows published experts and not unpublished ones.
 */

// a 1×1 PNG: the server sniffs the bytes, not the name
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

type Row = { id: number; email: string; status: string };
async function findArbitrator(api: APIRequestContext, email: string): Promise<Row> {
  const res = await api.get(`/api/arbitrators?all=true&q=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  const [row] = (await res.json()).arbitrators as Row[];
  return row;
}

async function applyAndApprove(page: Page, api: APIRequestContext) {
  const email = `candidato.${Date.now().toString(36)}@studio-arbitri.example`;
  await page.goto('/area/');
  await page
    .getByRole('navigation', { name: 'Sezioni del sito' })
    .getByRole('link', { name: 'Candidati arbitro' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatura arbitro' })).toBeFocused();
  await expectAccessible(page);

  // sending it empty lists what is missing, each a link to its field
  await page.getByRole('button', { name: 'Invia la candidatura' }).click();
  const summary = page.locator('.summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /^Nome:/ }).click();
  await expect(box(page, 'Nome')).toBeFocused();
  await expectAccessible(page);

  await box(page, 'Nome').fill('Elena');
  await box(page, 'Cognome').fill('Marchetti');
  await box(page, 'E-mail').fill(email);
  await box(page, 'Telefono').fill('+39 333 1234567');
  await page.getByRole('combobox', { name: 'Nazionalità' }).selectOption({ label: 'Italia' });
  await page.getByRole('combobox', { name: 'Ruolo' }).selectOption({ label: 'Arbitro di parte' });
  await box(page, 'Esperienza in arbitrato').fill('Dodici arbitrati commerciali');
  await page.getByRole('button', { name: 'Aggiungi un caso' }).click();
  const firstCase = page.getByRole('group', { name: 'Caso 1' });
  await firstCase.getByRole('textbox', { name: 'Titolo' }).fill('Concessione di vendita in Francia');
  await firstCase.getByRole('textbox', { name: 'Descrizione' }).fill('Recesso e indennità');
  await page
    .getByLabel('Curriculum vitae')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByLabel('Prima lettera di referenza')
    .setInputFiles({ name: 'ref1.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByLabel('Seconda lettera di referenza')
    .setInputFiles({ name: 'ref2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Fotografia').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('scelto: cv.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: 'Invia la candidatura' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Candidatura inviata' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await expectAccessible(page);

  // the back-office: pending, with its documents; approved from the detail
  const arbitrator = await findArbitrator(api, email);
  expect(arbitrator.status).toBe('pending');
  await page.goto(`/arbitrators?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Non confermato', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Dettaglio di Elena Marchetti' }).click();
  await expect(page.getByText(/Candidatura inviata dal sito il/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica Curriculum' })).toBeVisible();
  // read in place: the PDF in the browser's own viewer (a CSP refusal would be a console error)
  await page.getByRole('button', { name: 'Anteprima Curriculum' }).click();
  const preview = page.getByRole('dialog', { name: 'Anteprima: Curriculum' });
  await expect(preview.locator('iframe[title="Curriculum (PDF)"]')).toHaveAttribute('src', /^blob:/);
  await expect(preview.getByRole('button', { name: 'Scarica' })).toBeEnabled();
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Chiudi' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: 'Rifiuta' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Conferma arbitrator' }).click();
  await page
    .getByRole('dialog', { name: 'Confermi questo arbitrator?' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Arbitrator Elena Marchetti confermato' }),
  ).toBeVisible();
  await expect(page.getByText('Il candidato ha ricevuto il link per impostare la password.')).toBeVisible();
  expect((await findArbitrator(api, email)).status).toBe('approved');
}

test('a visitor applies as arbitrator with their documents, and the admin approves the application', async ({
  adminPage,
  adminApi,
}) => {
  await applyAndApprove(adminPage, adminApi);
});

test('the same application on a phone', { tag: '@phone' }, async ({ adminPage, adminApi }) => {
  await applyAndApprove(adminPage, adminApi);
});

type Expert = { id: number; name: string; surname: string; published: boolean };
async function directory(page: Page, api: APIRequestContext) {
  const res = await api.get('/api/experts?pageSize=100');
  const experts = (await res.json()).experts as Expert[];
  const shown = experts.find((e) => e.published);
  const hidden = experts.find((e) => !e.published);
  expect(shown && hidden, 'the demo data holds published and unpublished experts').toBeTruthy();

  await page.goto('/area/');
  await page
    .getByRole('navigation', { name: 'Sezioni del sito' })
    .getByRole('link', { name: 'Esperti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esperti' })).toBeFocused();
  const list = page.locator('.expert-list');
  await expect(list.getByRole('link', { name: `${shown!.name} ${shown!.surname}` })).toBeVisible();
  await expect(list.getByRole('link', { name: `${hidden!.name} ${hidden!.surname}` })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Nome o cognome' }).fill(shown!.surname);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('status').filter({ hasText: /esper/ })).toBeVisible();
  await list.getByRole('link', { name: `${shown!.name} ${shown!.surname}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${shown!.name} ${shown!.surname}` }),
  ).toBeVisible();
  await expect(page.getByText('Paese')).toBeVisible();
  await expectAccessible(page);

  // an unpublished expert's page does not exist for the public
  await page.goto(`/area/esperti/${hidden!.id}`);
  await expect(page.getByRole('alert')).toContainText('Esperto non trovato');
}

test('the experts directory shows a published expert, not an unpublished one', async ({
  page,
  adminApi,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await directory(page, adminApi);
});

test('the experts directory on a phone', { tag: '@phone' }, async ({ page, adminApi, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await directory(page, adminApi);
});
