import { appendFileSync } from 'node:fs';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';

type Transfer = { id: number; data: { id: number } };
type Invoice = { id: number; number: string; file_name: string; sdi_status: string };

/**
 * SdI over PEC with nothing done by hand: the server sends the invoice from the PEC mailbox and
 * reads SdI's answer from it (global-setup.ts runs the mailbox and a stand-in provider and SdI).
 */
test('an invoice goes from Da inviare to Consegnata by itself, over PEC', async ({
  adminPage: page,
  adminApi,
}) => {
  // the second oldest waiting conference transfer: the transfers test confirms the oldest, the
  // statement and invoices tests newer ones
  const res = await adminApi.get('/api/manual-transfers?type=CONFERENCE&confirm=false&sort=id&pageSize=2');
  const transfer = ((await res.json()).transfers as Transfer[])[1];
  expect(transfer, 'the demo data holds waiting conference transfers').toBeTruthy();
  // the order is paid: its invoice is issued, to be sent
  expect((await adminApi.post(`/api/manual-transfers/confirm/${transfer.id}`)).ok()).toBe(true);
  const [invoice] = await getField<Invoice[]>(
    adminApi,
    `/api/invoices?order_id=${transfer.data.id}`,
    'invoices',
  );
  expect(invoice, 'the paid order has its invoice').toBeTruthy();

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Fattura ${invoice.number}`, level: 2 })).toBeVisible();
  await expect(page.getByText('Da inviare', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // from now on the PEC provider takes the file: the server sends it, SdI's receipt comes back
  appendFileSync(process.env.E2E_SDI_ACCEPT_FILE as string, `${invoice.file_name}\n`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Consegnata', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Da inviare', { exact: true })).toBeHidden();

  // the settings page tells the channel's state: SdI's own address learnt, last send and read
  await page.goto('/invoice-settings');
  const channel = page.getByRole('region', { name: 'Trasmissione a SdI via PEC' });
  await expect(channel.getByText('sdi23@pec.fatturapa.it (quello da cui SdI ha risposto)')).toBeVisible();
  await expect(channel.getByText(/^Ultimo invio: \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
  await expect(channel.getByText(/^Ultima lettura: \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
  await expect(
    channel.getByText(/^Invio: dalla casella fatture@pec\.test su 127\.0\.0\.1:\d+/),
  ).toBeVisible();
  await expect(channel).not.toContainText('password');
  await expectAccessible(page);
});
