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

/** The outbox's .eml files (no SMTP_URL in the browser tests), decoded, that say every one of `markers`. */
async function mailsSaying(markers: string[], count: number): Promise<string[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const decode = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  let found: string[] = [];
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      found = files
        .map((f) => decode(fs.readFileSync(path.join(outbox, f), 'latin1')))
        .filter((m) => markers.every((marker) => m.includes(marker)));
      return found.length >= count;
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

  // mailed: the contact gets the total, each participant their own lines and subtotal
  await page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' }).click();
  await expect(page.getByText('Email inviata con successo')).toBeVisible();
  const participationMails = await mailsSaying(
    [`(prenotazione n. ${booking.order_id}`],
    booking.partecipants.length,
  );
  // the contact: the whole order and its total (paid or still to pay, as the demo order may be)
  const [mail] = await mailsSaying(['Gentile cliente,', ` della prenotazione n. ${booking.order_id} per`], 1);
  expect(mail).toContain(`\n${shown.totalText}`);
  // each participant: their own lines and their own total
  booking.partecipants.forEach((p, i) => {
    const own = participationMails.find((m) => m.includes(`Gentile ${p.name} ${p.surname},`));
    expect(own, `${p.name} ${p.surname}'s mail`).toBeDefined();
    const lines = shown.people[i].slice(0, -1);
    // the same items, quantities and amounts: the mail names a line as the invoice does (conference
    // and participant after a dash) and lists a cocktail's free unit as a line of its own, where the
    // page notes it under the item
    const byItem = (rows: [string, number, number][]) => {
      const sums = new Map<string, [number, number]>();
      for (const [item, quantity, amount] of rows) {
        const [q, a] = sums.get(item) ?? [0, 0];
        sums.set(item, [q + quantity, a + amount]);
      }
      return Object.fromEntries(sums);
    };
    const amount = (price: string) => (price === 'incluso' ? 0 : cents(price));
    const onPage = lines.map(
      ([item, quantity, price]) =>
        [item.split('\n')[0], Number(quantity), amount(price)] as [string, number, number],
    );
    const inMail = own!
      .split(/\r?\n/)
      .map((l) => /^- (.+?)(?: \(1 omaggio\))?(?: – .*)? × (\d+): (.+)$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => [m[1], Number(m[2]), amount(m[3])] as [string, number, number]);
    expect(byItem(inMail)).toEqual(byItem(onPage));
    expect(own).toContain(`Totale: ${shown.people[i].at(-1)!.at(-1)}`);
  });
});
