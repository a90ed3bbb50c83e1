import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { cancelThenConfirm } from '../helpers/dialogs';
import { PDF } from '../helpers/files';

type Transfer = {
  id: number;
  email: string;
  type: string;
  data: { id: number | string; order: string; amount: number };
};
type ArbitratorRow = { id: number; email: string; name: string; surname: string; approved: 0 | 1 };

/** Cents as the screens write them: "€ 1.234,00". */
const euro = (cents: number) =>
  `€ ${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100)}`;
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const transfers = (api: APIRequestContext, query: string) =>
  getField<Transfer[]>(api, `/api/manual-transfers?pageSize=100&${query}`, 'transfers');

const arbitrators = (api: APIRequestContext, query: string) =>
  getField<ArbitratorRow[]>(api, `/api/arbitrators?all=true&pageSize=100&${query}`, 'arbitrators');

test.describe('manual transfers', () => {
  test('confirming through the modal shows Confermato and the order Completed', async ({
    adminPage: page,
    adminApi,
  }) => {
    // The oldest unconfirmed conference transfer; the delete test below takes a membership one.
    const [transfer] = await transfers(adminApi, 'type=CONFERENCE&confirm=false&sort=id');
    expect(transfer, 'the demo data holds an unconfirmed conference transfer').toBeTruthy();

    await page.goto(`/manual-transfers?q=${encodeURIComponent(transfer.data.order)}`);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Bonifici in Attesa' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: transfer.data.order });
    await expect(row.getByText('Non confermato', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Ordine Conferenza' })).toHaveAttribute(
      'href',
      `/order/${transfer.data.id}`,
    );
    await expectAccessible(page);

    const confirmButton = row.getByRole('button', { name: `Conferma pagamento del bonifico ${transfer.id}` });
    const dialog = page.getByRole('dialog', { name: 'Sei sicuro di voler confermare il pagamento?' });
    await cancelThenConfirm(confirmButton, dialog, {
      cancel: 'Torna indietro',
      opened: async () => {
        // the question names the transfer: payer, amount and what it pays
        await expect(dialog).toContainText(transfer.email);
        await expect(dialog).toContainText(euro(transfer.data.amount));
        await expect(dialog).toContainText(`Ordine Conferenza n. ${transfer.data.id}`);
        await expectAccessible(page);
      },
      afterCancel: () => expect(row.getByText('Non confermato', { exact: true })).toBeVisible(),
    });
    await expect(
      snackbar(page, `Pagamento di ${euro(transfer.data.amount)} da ${transfer.email} confermato`),
    ).toBeVisible();
    await expect(row.getByText('Confermato', { exact: true })).toBeVisible();
    await expect(confirmButton).toBeDisabled();

    await row.getByRole('link', { name: 'Ordine Conferenza' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${transfer.data.id}$`));
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Not Completed', { exact: true })).toHaveCount(0);
  });

  test('deleting through the modal removes the transfer from the list', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [transfer] = await transfers(adminApi, 'type=MEMBERSHIP&confirm=false&sort=-id');
    expect(transfer, 'the demo data holds an unconfirmed membership transfer').toBeTruthy();

    await page.goto(`/manual-transfers?type=MEMBERSHIP&q=${encodeURIComponent(transfer.email)}`);
    const row = page.getByRole('row').filter({ hasText: transfer.email });
    await expect(row.getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'href',
      `/memberships/${transfer.data.id}`,
    );
    const deleteButton = row.getByRole('button', { name: `Elimina il bonifico ${transfer.id}` });
    const dialog = page.getByRole('dialog', { name: "Confermi l'eliminazione di questo bonifico?" });

    await cancelThenConfirm(deleteButton, dialog, {
      cancel: 'Torna indietro',
      confirm: 'Elimina',
      opened: async () => {
        await expect(dialog).toContainText(transfer.email);
        await expect(dialog).toContainText(euro(transfer.data.amount));
        await expect(dialog).toContainText('Membership');
        await expectAccessible(page);
      },
      afterCancel: () => expect(row).toBeVisible(),
    });
    await expect(
      snackbar(page, `Bonifico di ${euro(transfer.data.amount)} da ${transfer.email} eliminato`),
    ).toBeVisible();
    // while the dialog fades out the page behind it is aria-hidden: no row would match yet
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const left = await transfers(adminApi, 'type=MEMBERSHIP');
    expect(left.map((t) => t.id)).not.toContain(transfer.id);
  });

  test("the list fits a phone: a row's Conferma is on screen", { tag: '@phone' }, async ({
    adminPage: page,
  }) => {
    await page.goto('/manual-transfers?confirm=false');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Bonifici in Attesa' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Bonifici in Attesa' });
    const confirm = grid.getByRole('button', { name: /^Conferma pagamento del bonifico/ }).first();
    await expect(confirm).toBeVisible();
    const box = await confirm.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width, 'Conferma within the 390 px screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
});

test.describe('arbitrators', () => {
  test('approving asks, names the arbitrator, says so and can be undone; the buttons stay put', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [arbitrator] = await arbitrators(adminApi, 'approved=0&sort=id');
    expect(arbitrator, 'the demo data holds an arbitrator not approved').toBeTruthy();
    const name = `${arbitrator.name} ${arbitrator.surname}`;

    await page.goto(`/arbitrators?q=${encodeURIComponent(arbitrator.email)}`);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Lista Arbitrator' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nome e cognome' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: arbitrator.email });
    await expect(row.getByRole('gridcell', { name, exact: true })).toBeVisible();
    await expect(row.getByText('Non confermato', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const remove = row.getByRole('button', { name: `Elimina ${name}` });
    const before = await remove.boundingBox();
    const approve = row.getByRole('button', { name: `Conferma ${name}` });
    const dialog = page.getByRole('dialog', { name: 'Confermi questo arbitrator?' });
    await cancelThenConfirm(approve, dialog, {
      opened: async () => {
        await expect(dialog).toContainText(arbitrator.name);
        await expect(dialog).toContainText(arbitrator.surname);
        await expect(dialog).toContainText(arbitrator.email);
        await expectAccessible(page);
      },
      afterCancel: () => expect(row.getByText('Non confermato', { exact: true })).toBeVisible(),
    });
    const message = snackbar(page, `Arbitrator ${name} confermato`);
    await expect(message).toBeVisible();
    await expect(row.getByRole('img', { name: 'Già confermato' })).toBeVisible();
    await expect(row.getByText('Confermato', { exact: true })).toBeVisible();
    await expect(approve).toHaveCount(0);
    // the delete button has not moved under the cursor
    expect(await remove.boundingBox()).toEqual(before);
    await expectAccessible(page);

    await message.getByRole('button', { name: 'Annulla' }).click();
    await expect(snackbar(page, `Conferma di ${name} annullata`)).toBeVisible();
    await expect(row.getByText('Non confermato', { exact: true })).toBeVisible();
    await expect(approve).toBeVisible();
    expect(await remove.boundingBox()).toEqual(before);
    const [after] = await arbitrators(adminApi, `q=${encodeURIComponent(arbitrator.email)}`);
    expect(after.approved).toBe(0);

    await row.getByRole('link', { name: `Dettaglio di ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/arbitrators/${arbitrator.id}$`));
  });

  test('editing an arbitrator with a distribution case and an upload saves', async ({
    adminPage: page,
    adminApi,
  }) => {
    // The newest approved arbitrator: the approval test takes the oldest one not approved.
    const [arbitrator] = await arbitrators(adminApi, 'approved=1&sort=-id');
    expect(arbitrator, 'the demo data holds an approved arbitrator').toBeTruthy();
    const before = (await (await adminApi.get(`/api/arbitrators/${arbitrator.id}`)).json()).arbitrator;

    await page.goto(`/arbitrators/${arbitrator.id}`);
    await expect(
      page.getByRole('banner').getByRole('heading', { name: 'Dettaglio Arbitrator' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(before.email);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(before.name);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('readonly', '');
    await expectAccessible(page);

    const n = before.distribution_cases.length + 1;
    await page.getByRole('button', { name: 'Aggiungi caso' }).click();
    await page.getByLabel(`Titolo caso ${n}`).fill('Caso e2e: recesso del distributore');
    await page.getByLabel(`Descrizione caso ${n}`).fill('Descritto dal test');
    await page.getByLabel('Lingue').fill('Italiano, Inglese, Tedesco');

    const curriculum = page.getByRole('group', { name: 'Curriculum' });
    await curriculum.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(curriculum.getByRole('button', { name: 'Scarica Curriculum' })).toBeVisible();
    if (before.curriculum) await expect(curriculum.getByText(before.curriculum)).toHaveCount(0);

    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Arbitrator Salvato')).toBeVisible();

    const after = (await (await adminApi.get(`/api/arbitrators/${arbitrator.id}`)).json()).arbitrator;
    expect(after.languages).toBe('Italiano, Inglese, Tedesco');
    expect(after.distribution_cases.at(-1)).toEqual({
      title: 'Caso e2e: recesso del distributore',
      description: 'Descritto dal test',
    });
    expect(after.curriculum).toMatch(/\.pdf$/);
    expect(after.curriculum).not.toBe(before.curriculum);

    await page.reload();
    await expect(page.getByLabel(`Titolo caso ${n}`)).toHaveValue('Caso e2e: recesso del distributore');
    // the curriculum shows the name it was uploaded with, not the stored one
    await expect(
      page.getByRole('group', { name: 'Curriculum' }).getByText('cv.pdf', { exact: true }),
    ).toBeVisible();
  });

  test('a failed save says "Qualcosa è andato storto"', async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    // The save is made to fail on purpose (HTTP 500 from the route below); Chromium logs it as an error.
    consoleErrors.allow(/status of 500/);
    const [arbitrator] = await arbitrators(adminApi, 'approved=1&sort=id');
    await page.route(`**/api/arbitrators/${arbitrator.id}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { status: 'error', message: 'Errore interno' } })
        : route.continue(),
    );
    await page.goto(`/arbitrators/${arbitrator.id}`);
    await expect(page.getByLabel('Email')).toHaveValue(arbitrator.email);
    await page.getByLabel('Lingue').fill('Non salvato');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Qualcosa è andato storto')).toBeVisible();
    const after = (await (await adminApi.get(`/api/arbitrators/${arbitrator.id}`)).json()).arbitrator;
    expect(after.languages).not.toBe('Non salvato');
  });
});
