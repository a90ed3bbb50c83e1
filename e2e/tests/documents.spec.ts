import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { cancelThenConfirm } from '../helpers/dialogs';
import { PDF } from '../helpers/files';

const STORED_PDF = /^[a-f0-9]{32}\.pdf$/;

type Category = { id: number; name: string };

async function categories(api: APIRequestContext): Promise<Category[]> {
  const res = await api.get('/api/categories');
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function createSection(api: APIRequestContext, category_id: number, title: string): Promise<number> {
  const res = await api.post('/api/sections', { data: { section: { category_id, title } } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).section.id;
}

async function upload(scope: Locator, name: string) {
  await scope.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('sections', () => {
  test('a new section with two chapters, documents and language files is saved and reloaded', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [category] = await categories(adminApi);
    const title = `E2E sezione ${Date.now()}`;

    await page.goto('/documents');
    await page.getByRole('link', { name: 'Aggiungi Sezione' }).click();
    await expect(page).toHaveURL(/\/document\/new$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Nuova Sezione' })).toBeVisible();

    // the category is required
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();

    await choose(page, page.getByRole('combobox', { name: 'Categoria' }), category.name);
    await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(title);

    const first = page.getByRole('region', { name: 'Capitolo 1' });
    await expect(first.getByRole('heading', { name: 'Nuovo Capitolo' })).toBeVisible();
    await first.getByRole('textbox', { name: 'Titolo capitolo' }).fill('Capitolo A');
    await expect(first.getByRole('heading', { name: 'Capitolo A' })).toBeVisible();
    await first.getByRole('textbox', { name: 'Descrizione' }).fill('Descrizione A');
    await expect(first.getByRole('button', { name: 'Elimina Capitolo 1' })).toBeDisabled();
    await first.getByRole('button', { name: 'Aggiungi documento al Capitolo 1' }).click();
    const docA = first.getByRole('group', { name: 'Documento 1 del Capitolo 1' });
    await docA.getByRole('textbox', { name: 'Titolo documento' }).fill('Documento A');
    await docA.getByRole('button', { name: 'Aggiungi file a Documento 1 del Capitolo 1' }).click();
    const fileA = docA.getByRole('group', { name: 'File 1 di Documento 1 del Capitolo 1' });
    await expect(fileA.getByRole('combobox', { name: 'Lingua' })).toHaveText('Inglese');
    await upload(fileA, 'a.pdf');
    await expect(fileA.getByText('a.pdf', { exact: true })).toBeVisible();

    await first.getByRole('button', { name: 'Aggiungi capitolo dopo il Capitolo 1' }).click();
    const second = page.getByRole('region', { name: 'Capitolo 2' });
    await expect(second.getByRole('heading', { name: 'Nuovo Capitolo' })).toBeVisible();
    await second.getByRole('textbox', { name: 'Titolo capitolo' }).fill('Capitolo B');
    await second.getByRole('button', { name: 'Aggiungi documento al Capitolo 2' }).click();
    const docB = second.getByRole('group', { name: 'Documento 1 del Capitolo 2' });
    await docB.getByRole('textbox', { name: 'Titolo documento' }).fill('Documento B');
    await docB.getByRole('button', { name: 'Aggiungi file a Documento 1 del Capitolo 2' }).click();
    const fileB = docB.getByRole('group', { name: 'File 1 di Documento 1 del Capitolo 2' });
    await choose(page, fileB.getByRole('combobox', { name: 'Lingua' }), 'Italiano');
    await upload(fileB, 'Parere – Corte d’Appello.pdf');
    await expect(fileB.getByText('Parere – Corte d’Appello.pdf', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Documento Salvato')).toBeVisible();
    await expect(page).toHaveURL(/\/document\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveText(category.name);
    await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(title);
    const again = [
      page.getByRole('region', { name: 'Capitolo 1' }),
      page.getByRole('region', { name: 'Capitolo 2' }),
    ];
    await expect(again[0].getByRole('heading', { name: 'Capitolo A' })).toBeVisible();
    await expect(again[0].getByRole('textbox', { name: 'Descrizione' })).toHaveValue('Descrizione A');
    await expect(again[0].getByRole('textbox', { name: 'Titolo documento' })).toHaveValue('Documento A');
    await expect(again[0].getByRole('combobox', { name: 'Lingua' })).toHaveText('Inglese');
    // the names the files were uploaded with, not the stored (random) ones
    await expect(again[0].getByText('a.pdf', { exact: true })).toBeVisible();
    await expect(again[1].getByRole('heading', { name: 'Capitolo B' })).toBeVisible();
    await expect(again[1].getByRole('textbox', { name: 'Titolo documento' })).toHaveValue('Documento B');
    await expect(again[1].getByRole('combobox', { name: 'Lingua' })).toHaveText('Italiano');
    await expect(again[1].getByText('Parere – Corte d’Appello.pdf', { exact: true })).toBeVisible();
    await expect(page.getByText(STORED_PDF)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await again[0].getByRole('button', { name: 'Scarica File 1 di Documento 1 del Capitolo 1' }).click();
    expect((await download).suggestedFilename()).toBe('a.pdf');

    const saved = (await (await adminApi.get(`/api/sections/${id}`)).json()).section;
    expect(saved).toMatchObject({ category_id: category.id, title });
    expect(saved.rows.map((c: { title: string }) => c.title)).toEqual(['Capitolo A', 'Capitolo B']);
    expect(Object.keys(saved.rows[0].documents[0].file)).toEqual(['en']);
    expect(Object.keys(saved.rows[1].documents[0].file)).toEqual(['it']);
  });

  test('delete asks for confirmation and removes the row', async ({ adminPage: page, adminApi }) => {
    const [category] = await categories(adminApi);
    const title = `E2E da eliminare ${Date.now()}`;
    await createSection(adminApi, category.id, title);

    await page.goto(`/documents?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    const remove = row.getByRole('button', { name: `Elimina ${category.name} – ${title}` });
    const dialog = page.getByRole('dialog', { name: 'Confermi la cancellazione?' });

    await cancelThenConfirm(remove, dialog, { afterCancel: () => expect(row).toBeVisible() });
    // while the dialog fades out the page behind it is aria-hidden: no row would match yet
    await expect(dialog).toBeHidden();
    await expect(row).toBeHidden();
    const list = await (await adminApi.get(`/api/sections?q=${encodeURIComponent(title)}`)).json();
    expect(list.total).toBe(0);
  });

  test('page and search are kept after visiting a section and coming back', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [category] = await categories(adminApi);
    const prefix = `E2E griglia ${Date.now()}`;
    for (let i = 1; i <= 12; i++)
      await createSection(adminApi, category.id, `${prefix} ${String(i).padStart(2, '0')}`);

    await page.goto('/documents?pageSize=10');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(prefix);
    await expect(page).toHaveURL(/q=E2E/);
    await expect(page.getByRole('row').filter({ hasText: `${prefix} 01` })).toBeVisible();
    await page.getByRole('button', { name: /pagina successiva/i }).click();
    const row11 = page.getByRole('row').filter({ hasText: `${prefix} 11` });
    await expect(row11).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    // to the section and back with the editor's own button
    await row11.getByRole('link', { name: /^Dettaglio di/ }).click();
    await expect(page).toHaveURL(/\/document\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(`${prefix} 11`);
    await page.getByRole('button', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/documents\?.*page=2/);
    await expect(row11).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue(prefix);

    // and through the drawer link
    await row11.getByRole('link', { name: /^Dettaglio di/ }).click();
    await expect(page).toHaveURL(/\/document\/\d+$/);
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Documenti' })
      .click();
    await expect(row11).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${prefix} 01` })).toHaveCount(0);
  });

  test('a save based on an old version shows the server message and reloads', async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    // the refused save is answered 412, which Chromium logs as a failed resource
    consoleErrors.allow(/status of 412/);
    const [category] = await categories(adminApi);
    const title = `E2E concorrenza ${Date.now()}`;
    const id = await createSection(adminApi, category.id, title);

    await page.goto(`/document/${id}`);
    await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(title);
    const other = await adminApi.put(`/api/sections/${id}`, {
      data: { section: { category_id: category.id, title: `${title} (altrove)`, rows: [] } },
    });
    expect(other.ok()).toBe(true);

    await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(`${title} (qui)`);
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record modificato' });
    await expect(dialog).toContainText('modificato da un altro amministratore');
    await dialog.getByRole('button', { name: 'Ricarica' }).click();
    await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(
      `${title} (altrove)`,
    );

    await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(`${title} (qui)`);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Documento Salvato')).toBeVisible();
    const saved = (await (await adminApi.get(`/api/sections/${id}`)).json()).section;
    expect(saved).toMatchObject({ title: `${title} (qui)`, version: 3 });
  });
});

type JudicialEntry = { title: string; file?: string; content?: string };

/** The saved entries of the document area, `judicial_documents` or `judicial_texts`. */
async function judicial(api: APIRequestContext, kind: 'judicial_documents' | 'judicial_texts') {
  const body = await (await api.get(`/api/${kind}?pageSize=500`)).json();
  return body[kind] as JudicialEntry[];
}

/** Deletes the last entry of the open tab (titled `title`) with Cancella, backing out once first. */
async function deleteLastEntry(page: Page, title: string, question: string, deleted: string) {
  const savedEntry = page.getByRole('form').last();
  await expect(savedEntry.getByRole('textbox', { name: 'Titolo' })).toHaveValue(title);
  const count = await page.getByRole('form').count();
  const dialog = page.getByRole('dialog', { name: question });
  await cancelThenConfirm(savedEntry.getByRole('button', { name: 'Cancella' }), dialog);
  await expect(snackbar(page, deleted)).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(count - 1);
}

test.describe('document area', () => {
  test('Documenti: add, validate, upload, save and delete with confirmation', async ({
    adminPage: page,
    adminApi,
  }) => {
    const title = `E2E documento ${Date.now()}`;
    await page.goto('/document-area');
    await expect(page.getByRole('tab', { name: 'Documenti', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi un nuovo documento' }).click();
    const entry = page.getByRole('form').last();
    await entry.getByRole('button', { name: 'Salva' }).click();
    await expect(entry.getByText('Campo obbligatorio')).toHaveCount(2);

    await entry.getByRole('textbox', { name: 'Titolo' }).fill(title);
    await expect(entry.getByRole('button', { name: 'Upload Documento' })).toBeVisible();

    // a file over 2 MiB is refused before any request, with its alert
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await entry.locator('input[type="file"]').setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x20),
    });
    await expect.poll(() => alerts).toEqual(['File size exceeds 2 MiB']);
    await expect(entry.getByRole('button', { name: 'Upload Documento' })).toBeVisible();

    await upload(entry, 'Sentenza n. 12 – Tribunale di Milano.pdf');
    await expect(entry.getByRole('button', { name: 'Modifica Documento' })).toBeVisible();
    await expect(entry.getByText('Sentenza n. 12 – Tribunale di Milano.pdf', { exact: true })).toBeVisible();
    await expect(entry.getByText('Campo obbligatorio')).toHaveCount(0);
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Documento Salvato')).toBeVisible();

    const saved = (await judicial(adminApi, 'judicial_documents')).find((d) => d.title === title);
    expect(saved?.file).toMatch(STORED_PDF);

    // after a reload the entry still shows the name the file was uploaded with, and downloads under it
    await page.reload();
    const reloaded = page.getByRole('form').last();
    await expect(reloaded.getByRole('textbox', { name: 'Titolo' })).toHaveValue(title);
    await expect(
      reloaded.getByText('Sentenza n. 12 – Tribunale di Milano.pdf', { exact: true }),
    ).toBeVisible();
    await expect(reloaded.getByText(STORED_PDF)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await reloaded.getByRole('button', { name: 'Scarica Sentenza n. 12 – Tribunale di Milano.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Sentenza n. 12 – Tribunale di Milano.pdf');

    await deleteLastEntry(page, title, "Confermi l'eliminazione di questo documento?", 'Documento eliminato');
    const after = await judicial(adminApi, 'judicial_documents');
    expect(after.some((d) => d.title === title)).toBe(false);
  });

  test('Testi: add, validate, save and delete with confirmation', async ({ adminPage: page, adminApi }) => {
    const title = `E2E testi ${Date.now()}`;
    await page.goto('/document-area');
    await page.getByRole('tab', { name: 'Testi' }).click();
    await expect(page).toHaveURL(/tab=testi/);
    await page.getByRole('button', { name: 'Aggiungi nuovo gruppo di testi' }).click();
    const entry = page.getByRole('form').last();
    await entry.getByRole('button', { name: 'Salva' }).click();
    await expect(entry.getByText('Campo obbligatorio')).toHaveCount(2);

    await entry.getByRole('textbox', { name: 'Titolo' }).fill(title);
    await entry.getByRole('textbox', { name: 'Contenuto' }).fill('Prima riga\nSeconda riga');
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Gruppo testuale salvato')).toBeVisible();
    const listed = await judicial(adminApi, 'judicial_texts');
    expect(listed.find((t) => t.title === title)?.content).toBe('Prima riga\nSeconda riga');

    await deleteLastEntry(
      page,
      title,
      "Confermi l'eliminazione di questo gruppi testuale?",
      'Gruppo testuale eliminato',
    );
    const after = await judicial(adminApi, 'judicial_texts');
    expect(after.some((t) => t.title === title)).toBe(false);
  });
});

test('the section editor fits a phone', { tag: '@phone' }, async ({ adminPage: page, adminApi }) => {
  const [category] = await categories(adminApi);
  const id = await createSection(adminApi, category.id, `E2E telefono ${Date.now()}`);
  await page.goto(`/document/${id}`);
  await expect(page.getByRole('region', { name: 'Capitolo 1' })).toBeVisible();
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
