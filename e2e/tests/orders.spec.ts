import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

interface Booking {
  order_id: number;
  discount: number;
  partecipants: { name: string; surname: string; optionals: unknown[]; workshops: unknown[] }[];
}

/** A demo order with several participants, optionals, a workshop and a discount (the seed's big order). */
async function fullOrder(api: APIRequestContext): Promise<Booking> {
  const { conferences } = await (await api.get('/api/conferences?pageSize=100')).json();
  for (const c of conferences as { id: number }[]) {
    // a conference another test deletes meanwhile answers 404: skip it
    const rows = ((await (await api.get(`/api/conferences/booking/${c.id}?pageSize=100`)).json()).data ??
      []) as { order_id: number }[];
    for (const r of rows) {
      const { booking } = await (await api.get(`/api/conferences/booking-by-order-id/${r.order_id}`)).json();
      const b = booking as Booking;
      if (
        b.partecipants.length >= 2 &&
        b.discount > 0 &&
        b.partecipants.some((p) => p.workshops.length > 0) &&
        b.partecipants.some((p) => p.optionals.length > 0)
      ) {
        return b;
      }
    }
  }
  throw new Error('no demo order with several participants, optionals, a workshop and a discount');
}

/** "€ 1.234,50" / "-€ 50,00" → cents */
const cents = (text: string) => {
  const m = /(-?)€\s*([\d.]+),(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2].replace(/\./g, '')) * 100 + Number(m[3]));
};

/** Each participant's lines as the page shows them: [item, quantity, price] per row. */
async function shownLines(page: Page, booking: Booking) {
  const byPerson: string[][][] = [];
  for (const p of booking.partecipants) {
    const table = page.getByRole('table', { name: `Riepilogo di ${p.name} ${p.surname}` });
    await expect(table).toBeVisible();
    byPerson.push(
      await table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => (td as HTMLElement).innerText.trim())),
        ),
    );
  }
  return byPerson;
}

/** The lines add up, per participant and in all, to the total on screen; the totals block as read. */
async function expectLinesAddUp(page: Page, booking: Booking) {
  const people = await shownLines(page, booking);
  let sum = 0;
  for (const rows of people) {
    const subtotalRow = rows.at(-1)!;
    expect(subtotalRow[0]).toBe('Totale partecipante');
    const lines = rows.slice(0, -1);
    // every participant pays a fee of a named kind, first
    expect(lines[0][0]).toMatch(
      /^Quota di partecipazione \((socio|esperto|ospite|relatore|streaming|intera|esente)\)$/,
    );
    const own = lines.filter((l) => l[2] !== 'incluso').reduce((s, l) => s + cents(l[2]), 0);
    expect(own).toBe(cents(subtotalRow.at(-1)!));
    sum += own;
  }
  const totals = page.getByLabel('Totali');
  const discount = cents(
    (await totals.locator('p', { hasText: /^Sconto:/ }).innerText()).replace('Sconto:', ''),
  );
  expect(discount).toBe(-booking.discount);
  const totalText = await totals.getByText(/^Totale: /).innerText();
  expect(sum + discount).toBe(cents(totalText));
  return { people, totalText };
}

/** The recap .eml of this order in the outbox (no SMTP_URL in the browser tests), decoded. */
async function recapMail(orderId: number): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const decode = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  let found = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      found =
        files
          .map((f) => decode(fs.readFileSync(path.join(outbox, f), 'latin1')))
          .find((m) => m.includes(`ecco il riepilogo dell'ordine n. ${orderId} per`)) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found;
}

test('an order with several participants shows fees, optionals and workshops adding up to its total, printed and mailed alike', async ({
  adminPage: page,
  adminApi,
}) => {
  const booking = await fullOrder(adminApi);
  await page.goto(`/order/${booking.order_id}`);
  await expect(page.getByRole('heading', { name: `Ordine n. ${booking.order_id}`, level: 2 })).toBeVisible();
  const shown = await expectLinesAddUp(page, booking);
  expect(shown.people.flat().some((l) => l[0].startsWith('Workshop: ') && l[2] === 'incluso')).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Le righe' })).toHaveCount(0);
  await expectAccessible(page);

  // printed: the buttons go, the same lines and total stay
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'PRINT' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' })).toBeHidden();
  expect(await expectLinesAddUp(page, booking)).toEqual(shown);
  await page.emulateMedia({ media: 'screen' });

  // mailed: the same lines, participant by participant, and the same total
  await page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' }).click();
  await expect(page.getByText('Email inviata con successo')).toBeVisible();
  const mail = await recapMail(booking.order_id);
  booking.partecipants.forEach((p, i) => {
    const lines = shown.people[i].slice(0, -1);
    const expected = lines.map(([item, quantity, price]) => {
      // the page notes a cocktail's free unit and the intolerances under the item
      const [title, ...notes] = item.split('\n');
      const free = notes.includes('1 omaggio') ? ' (1 omaggio)' : '';
      return `- ${title}${free} × ${quantity}: ${price}`;
    });
    const block = mail.slice(mail.indexOf(`${p.name} ${p.surname} (`));
    for (const line of expected) expect(block).toContain(line);
    expect(block).toContain(`Totale partecipante: ${shown.people[i].at(-1)!.at(-1)}`);
  });
  expect(mail).toContain(`\n${shown.totalText}`);
});
