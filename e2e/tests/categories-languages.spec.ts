import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

/** Admins manage the categories and languages that the section editor offers. */

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Letters only, as a language code's region part wants them: unique per run. */
const letters = () =>
  Date.now()
    .toString(26)
    .slice(-4)
    .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]);

test('an admin adds a category and a language, and the section editor offers both', async ({
  adminPage: page,
  consoleErrors,
}) => {
  // Chromium logs the refusals this test provokes on purpose (a code in use, a category in use)
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409/);
  const tag = letters();
  const category = `E2E Categoria ${tag}`;
  const code = `eo-${tag}`;
  const language = `Esperanto ${tag}`;

  await page.goto('/documents');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Categorie e lingue' }).click();
  await expect(page).toHaveURL(/\/categories-languages$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Categorie e lingue' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Categorie' });
  const languages = page.getByRole('region', { name: 'Lingue' });
  await expect(languages.getByRole('cell', { name: 'Italiano', exact: true })).toBeVisible();
  await expectAccessible(page);

  await categories.getByRole('button', { name: 'Aggiungi categoria' }).click();
  const newCategory = page.getByRole('dialog', { name: 'Nuova categoria' });
  await newCategory.getByRole('textbox', { name: 'Nome' }).fill(category);
  await newCategory.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Categoria salvata')).toBeVisible();
  await expect(categories.getByRole('cell', { name: category, exact: true })).toBeVisible();

  await languages.getByRole('button', { name: 'Aggiungi lingua' }).click();
  const newLanguage = page.getByRole('dialog', { name: 'Nuova lingua' });
  // a code already there: the server's answer on the field, the dialog stays open
  await newLanguage.getByRole('textbox', { name: 'Codice' }).fill('it');
  await newLanguage.getByRole('textbox', { name: 'Nome' }).fill(language);
  await newLanguage.getByRole('button', { name: 'Salva' }).click();
  await expect(newLanguage.getByText('Esiste già una lingua con questo codice')).toBeVisible();
  await expectAccessible(page);
  await newLanguage.getByRole('textbox', { name: 'Codice' }).fill(code);
  await newLanguage.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Lingua salvata')).toBeVisible();
  await expect(languages.getByRole('cell', { name: language, exact: true })).toBeVisible();

  // a demo category holds demo sections: refused, and the reason stays on screen
  await categories.getByRole('button', { name: 'Elimina la categoria Diritto Commerciale' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(categories.getByRole('alert')).toContainText('La categoria è usata da');
  await expect(categories.getByRole('cell', { name: 'Diritto Commerciale', exact: true })).toBeVisible();

  // without a reload: the editor's selects read the lists again
  await nav.getByRole('link', { name: 'Documenti', exact: true }).click();
  await page.getByRole('link', { name: 'Aggiungi Sezione' }).click();
  // the list's own "Categoria" filter is a combobox too: wait for the editor
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Nuova Sezione' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Categoria' }), category);
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveText(category);
  const chapter = page.getByRole('region', { name: 'Capitolo 1' });
  await chapter.getByRole('button', { name: 'Aggiungi documento al Capitolo 1' }).click();
  const doc = chapter.getByRole('group', { name: 'Documento 1 del Capitolo 1' });
  await doc.getByRole('button', { name: 'Aggiungi file a Documento 1 del Capitolo 1' }).click();
  const file = doc.getByRole('group', { name: 'File 1 di Documento 1 del Capitolo 1' });
  await choose(page, file.getByRole('combobox', { name: 'Lingua' }), language);
  await expect(file.getByRole('combobox', { name: 'Lingua' })).toHaveText(language);
});
