import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { shot } from '../helpers/shot';

/**
 * The association's contact address (issue 34): an admin sets it on the invoice settings screen,
 * every mail then carries it as Reply-To and names it; taken away, mails invite no reply. One test,
 * set and taken away again: the setting is the whole product's, and other tests mail meanwhile.
 */

/** The .eml messages in the outbox (quoted-printable decoded) that hold `text`. */
function mailedTo(text: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((raw) => raw.includes(text));
}

test('an admin sets the contact address: mails carry it as Reply-To; removed, none', async ({
  adminPage: page,
  adminApi,
}, info) => {
  await page.goto('/invoice-settings');
  const block = page.getByRole('region', { name: 'E-mail di contatto' });
  const field = block.getByRole('textbox', { name: 'E-mail di contatto dell’associazione' });
  await expect(field).toHaveValue('');
  await field.fill('segreteria@');
  await block.getByRole('button', { name: 'Aggiorna indirizzo' }).click();
  await expect(block.getByText('Indirizzo e-mail non valido, es. segreteria@associazione.it')).toBeVisible();
  await field.fill('segreteria@forumarbitri.example.it');
  await block.getByRole('button', { name: 'Aggiorna indirizzo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail di contatto salvata' })).toBeVisible();
  await expectAccessible(page);
  await block.scrollIntoViewIfNeeded();
  await shot(page, info, 'contact-1366');
  await page.reload();
  await expect(field).toHaveValue('segreteria@forumarbitri.example.it');

  try {
    // a booking's mail now answers to the association
    const conference = await bookableConference(adminApi);
    const booked = await bookByTransfer(conference.id);
    const url = new URL(booked.order_url).pathname;
    await expect.poll(() => mailedTo(url).length).toBeGreaterThan(0);
    const [raw] = mailedTo(url);
    expect(raw).toMatch(/^Reply-To: segreteria@forumarbitri\.example\.it\r?$/m);
  } finally {
    await field.fill('');
    await block.getByRole('button', { name: 'Aggiorna indirizzo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail di contatto salvata' })).toBeVisible();
  }
  await page.reload();
  await expect(field).toHaveValue('');
  const site = await (await adminApi.get('/api/public/association')).json();
  expect(site.association.contact_email).toBeNull();
});
