import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { cancelThenConfirm } from '../helpers/dialogs';

type ArbitratorRow = { id: number; email: string; name: string; surname: string; approved: 0 | 1 };

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Nothing wider than the page, and the grid's last column ends inside the grid (no sideways scroll). */
async function expectWithinPage(page: Page, grid: string, lastColumn: string) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const gridBox = await page.getByRole('grid', { name: grid }).boundingBox();
  const lastBox = await page.getByRole('columnheader', { name: lastColumn }).boundingBox();
  expect(gridBox && lastBox, 'grid and its last column on screen').toBeTruthy();
  // one pixel for the rounding of the flexible columns' fractional widths
  if (gridBox && lastBox)
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
}

/**
 * The cells of these columns whose text is cut: an element holding text that is wider or taller than
 * what it shows (an ellipsis, a clipped line), by a pixel's grace.
 */
const cutCells = (page: Page, fields: string[]) =>
  page.evaluate(
    (fields) =>
      Array.from(document.querySelectorAll<HTMLElement>('.MuiDataGrid-cell'))
        .filter((cell) => fields.includes(cell.dataset.field ?? ''))
        .filter((cell) =>
          [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*'))]
            .filter((e) => Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()))
            .some((e) => e.scrollWidth > e.clientWidth + 2 || e.scrollHeight > e.clientHeight + 2),
        )
        .map((cell) => `${cell.dataset.field}: ${cell.textContent}`),
    fields,
  );

test('the transfers and statement grids fit the page at 1366 px', async ({ adminPage: page }) => {
  await page.goto('/manual-transfers');
  await expect(page.getByRole('grid', { name: 'Bonifici in Attesa' }).getByRole('row').nth(1)).toBeVisible();
  await expectWithinPage(page, 'Bonifici in Attesa', 'Azioni');
  // the admin reads the payer, the type and the reason whole: they wrap, never end in an ellipsis
  expect(await cutCells(page, ['email', 'type', 'link', 'reference', 'confirm'])).toEqual([]);
  await expectAccessible(page);

  await page.goto('/manual-transfers/statement');
  await expect(page.getByRole('grid', { name: "Righe dell'estratto conto" })).toBeVisible();
  await expectWithinPage(page, "Righe dell'estratto conto", 'Motivo');
  await expectAccessible(page);
});

test('deleting a section says so', async ({ adminPage: page, adminApi }) => {
  const [category] = await getField<{ id: number; name: string }[]>(adminApi, '/api/categories', 'data');
  const title = `E2E sezione eliminata ${Date.now()}`;
  const created = await adminApi.post('/api/sections', {
    data: { section: { category_id: category.id, title } },
  });
  expect(created.ok()).toBe(true);

  await page.goto(`/documents?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  const dialog = page.getByRole('dialog', { name: 'Confermi la cancellazione?' });
  await cancelThenConfirm(row.getByRole('button', { name: `Elimina ${category.name} – ${title}` }), dialog, {
    opened: async () => {
      await expect(dialog).toContainText(title);
      await expectAccessible(page);
    },
  });
  await expect(snackbar(page, `Sezione eliminata: ${title}`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the arbitrator detail is an editor like the others, and approves with undo', async ({
  adminPage: page,
  adminApi,
}) => {
  // Not the first one not approved: the list's approval test takes that one.
  const waiting = await getField<ArbitratorRow[]>(
    adminApi,
    '/api/arbitrators?all=true&approved=0&sort=id&pageSize=100',
    'arbitrators',
  );
  const arbitrator = waiting[1];
  expect(arbitrator, 'the demo data holds two arbitrators not approved').toBeTruthy();
  const name = `${arbitrator.name} ${arbitrator.surname}`;

  await page.goto(`/arbitrators/${arbitrator.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Lista Arbitrator' })).toHaveAttribute('href', '/arbitrators');
  // Salva sits in the header, above the first field
  const save = await main.getByRole('button', { name: 'Salva' }).boundingBox();
  const email = await main.getByLabel('Email').boundingBox();
  expect(save && email && save.y + save.height <= email.y, 'Salva above the form').toBe(true);
  await expectAccessible(page);

  const approve = main.getByRole('button', { name: 'Conferma arbitrator' });
  const dialog = page.getByRole('dialog', { name: 'Confermi questo arbitrator?' });
  await cancelThenConfirm(approve, dialog, {
    opened: () => expect(dialog).toContainText(arbitrator.email),
  });
  const message = snackbar(page, `Arbitrator ${name} confermato`);
  await expect(message).toBeVisible();
  await expect(main.getByText('Confermato', { exact: true })).toBeVisible();
  await expect(approve).toHaveCount(0);

  await message.getByRole('button', { name: 'Annulla' }).click();
  await expect(snackbar(page, `Conferma di ${name} annullata`)).toBeVisible();
  await expect(approve).toBeVisible();
  const after = await getField<{ approved: number }>(
    adminApi,
    `/api/arbitrators/${arbitrator.id}`,
    'arbitrator',
  );
  expect(after.approved).toBe(0);
  await expectAccessible(page);
});
