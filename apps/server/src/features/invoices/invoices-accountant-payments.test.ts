import {
  formatDisplayDate,
  PAYMENT_MODE_LABELS,
  romeWireDate,
  STAMP_DUTY_LINE,
  STAMP_DUTY_NOT_DUE_LINE,
  VAT_REFERENCES,
} from '@app/shared';
import { subDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingInformation,
  companies,
  manualTransfers,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import {
  book,
  confirmTransfer,
  countryId,
  ITALIAN_COMPANY,
  issuerSettings,
  orderInvoice,
  payAtDesk,
  readInvoice,
} from '../../test/fixtures/accountant.ts';
import { participant } from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * What an invoice says of the money: how it came (desk, transfer, card), when (the payment's day,
 * and late ones told), how much (lines, VAT rounded as accountants round it, the bollo decided when
 * issued), and what a credit note does not say. Built through the product's own paths.
 */

const { t, headers } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '1000' } });
beforeAll(() => issuerSettings(t.app, headers));

const today = romeWireDate();
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });

describe('how the money came', () => {
  it.each([
    ['cash', 'MP01'],
    ['cheque', 'MP02'],
    ['pos', 'MP08'],
    ['desk_card', 'MP08'],
  ] as const)('a desk payment in %s is %s, with no IBAN; the PDF says so in words', async (method, mode) => {
    const { orderId, price } = await book(t.app, { billing: ITALIAN_COMPANY });
    await payAtDesk(t.app, headers, orderId, price, method, today);
    const inv = await orderInvoice(t.app, headers, orderId);
    expect(inv.payment).toEqual({ ModalitaPagamento: mode, ImportoPagamento: (price / 100).toFixed(2) });
    expect(inv.pdf).toContain(
      `Pagamento: ${PAYMENT_MODE_LABELS[mode]}, pagato il ${formatDisplayDate(today)}`,
    );
    expect(inv.pdf).not.toMatch(/bonifico/i);
  });

  it('a bank transfer is MP05 with the association’s IBAN', async () => {
    const { orderId } = await book(t.app, { billing: ITALIAN_COMPANY });
    await confirmTransfer(t.app, headers, orderId);
    const inv = await orderInvoice(t.app, headers, orderId);
    expect(inv.payment).toMatchObject({ ModalitaPagamento: 'MP05', IBAN: 'IT60X0542811101000000123456' });
    expect(inv.pdf).toContain('Pagamento: Bonifico bancario');
  });

  it('a credit note of a cancelled order states no payment, in XML and PDF', async () => {
    const { orderId, price } = await book(t.app, { billing: ITALIAN_COMPANY });
    await payAtDesk(t.app, headers, orderId, price, 'cash', today);
    const cancel = await post(`/api/orders/${orderId}/cancel`, { reason: 'Il partecipante non può venire' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const note = await readInvoice(t.app, headers, cancel.json().result.credit_note_id);
    expect(note.general.TipoDocumento).toBe('TD04');
    expect(note.payment).toBeUndefined();
    expect(note.pdf).not.toMatch(/Pagamento|pagato il|bonifico/i);
  });
});

describe('how much, line by line', () => {
  it('six dinners: quantity × unit price is the line total, VAT is the taxable amount × 22 % rounded', async () => {
    // one participant at the full price (€ 450,00) and six gala dinners at € 80,00
    const { orderId, price } = await book(t.app, {
      billing: ITALIAN_COMPANY,
      participants: (c) => [participant(1, { optionals: [{ id: c.dinner, quantity: 6 }] })],
    });
    expect(price).toBe(45000 + 6 * 8000);
    await confirmTransfer(t.app, headers, orderId);
    const inv = await orderInvoice(t.app, headers, orderId);
    const dinner = inv.lines.find((l) => l.Descrizione.startsWith('Cena di gala'));
    expect(dinner).toMatchObject({ Quantita: '6.00', PrezzoUnitario: '65.57377049', PrezzoTotale: '393.44' });
    const [s] = inv.summaries;
    const taxable = inv.lines.reduce((sum, l) => sum + Math.round(Number(l.PrezzoTotale) * 100), 0);
    expect(Math.round(Number(s.ImponibileImporto) * 100)).toBe(taxable);
    expect(Math.round(Number(s.Imposta) * 100)).toBe(Math.round(taxable * 0.22));
    expect(s.Arrotondamento).toBeUndefined();
    expect(inv.general.ImportoTotaleDocumento).toBe('930.00');
    expect(inv.pdf).toContain('6 65,57377049 € 393,44 €');
    // the back-office detail reads the same unit price
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.row.id}`, headers })
    ).json();
    expect(detail.invoice.lines.map((l: { unit_price: string }) => l.unit_price)).toContain('65.57377049');
  });
});

/** An Italian company's booking of € 450,00 under the flat-rate regime, the bollo charged: € 452,00. */
async function bookUnderFlatRate() {
  await issuerSettings(t.app, headers, {
    tax_regime: 'RF19',
    exempt_nature: 'N2.2',
    stamp_duty_charged: true,
  });
  const booked = await book(t.app, { billing: ITALIAN_COMPANY });
  expect(booked.price).toBe(45200);
  return booked;
}

describe('the imposta di bollo, decided when the invoice is issued', () => {
  it('under the flat-rate regime: N2.2 citing L. 190/2014, the bollo charged on an N1 line', async () => {
    const { orderId, price } = await bookUnderFlatRate();
    await payAtDesk(t.app, headers, orderId, price, 'cash', today);
    const inv = await orderInvoice(t.app, headers, orderId);
    expect(inv.summaries.map((s) => [s.Natura, s.ImponibileImporto, s.RiferimentoNormativo])).toEqual([
      ['N2.2', '450.00', VAT_REFERENCES.flatRate],
      ['N1', '2.00', 'Escluse ex art. 15 DPR 633/72'],
    ]);
    expect(VAT_REFERENCES.flatRate).toContain('art. 1, commi 54-89, L. 190/2014');
    expect(inv.general.DatiBollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
    expect(inv.lines.at(-1)).toMatchObject({ Descrizione: STAMP_DUTY_LINE, Natura: 'N1' });
    expect(inv.pdf).toContain(VAT_REFERENCES.flatRate);
    await issuerSettings(t.app, headers);
  });

  it('priced without VAT with the bollo charged, invoiced once VAT applies: no bollo, the 2 € taxed, F24 unchanged', async () => {
    const { orderId, price } = await bookUnderFlatRate();
    // the association leaves the flat-rate regime before the money comes
    await issuerSettings(t.app, headers, { stamp_duty_charged: true });
    const year = Number(today.slice(0, 4));
    const report = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/invoices/stamp-duty?year=${year}`, headers })).json()
        .quarters as { count: number }[];
    const before = (await report()).reduce((sum, q) => sum + q.count, 0);
    await payAtDesk(t.app, headers, orderId, price, 'pos', today);
    const inv = await orderInvoice(t.app, headers, orderId);
    expect(inv.general.DatiBollo).toBeUndefined();
    expect(inv.row).toMatchObject({ total: 45200, stampDuty: 0 });
    expect(inv.summaries.map((s) => [s.AliquotaIVA, s.Natura, s.ImponibileImporto, s.Imposta])).toEqual([
      ['22.00', undefined, '370.49', '81.51'],
    ]);
    expect(inv.lines.at(-1)).toMatchObject({ Descrizione: STAMP_DUTY_NOT_DUE_LINE, AliquotaIVA: '22.00' });
    expect(inv.general.ImportoTotaleDocumento).toBe('452.00');
    expect((await report()).reduce((sum, q) => sum + q.count, 0)).toBe(before);
    await issuerSettings(t.app, headers);
  });
});

describe('when: the payment’s day, and a late invoice said so', () => {
  it('"Emetti fattura" a month after the payment: dated by the payment, the admin told it is late', async () => {
    const paidOn = romeWireDate(subDays(new Date(), 30));
    const { orderId, price } = await book(t.app, { billing: ITALIAN_COMPANY });
    // invoicing off (issuer settings incomplete) when the money was recorded: no invoice then
    await issuerSettings(t.app, headers, { name: '' });
    await payAtDesk(t.app, headers, orderId, price, 'cheque', paidOn);
    await issuerSettings(t.app, headers);
    const res = await post(`/api/orders/${orderId}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice, message } = res.json();
    expect(invoice.date).toBe(paidOn);
    expect(message).toContain(`Fattura ${invoice.number} emessa in ritardo`);
    expect(message).toContain(`il pagamento è del ${formatDisplayDate(paidOn)}, 30 giorni fa`);
    expect(message).toContain(`Il file XML porta la data dell'operazione, ${formatDisplayDate(paidOn)}`);
    const inv = await readInvoice(t.app, headers, invoice.id);
    expect(inv.general.Data).toBe(paidOn);
    expect(inv.payment.ModalitaPagamento).toBe('MP02');
    // asked again, the same invoice and nothing more to say
    const again = await post(`/api/orders/${orderId}/invoice`);
    expect(again.json().invoice.id).toBe(invoice.id);
    expect(again.json().message).toBeUndefined();
  });

  it('a desk payment recorded days later is invoiced with the day the money came, numbers gap-free', async () => {
    const paidOn = romeWireDate(subDays(new Date(), 3));
    const a = await book(t.app, { billing: ITALIAN_COMPANY });
    const b = await book(t.app, { billing: ITALIAN_COMPANY });
    await payAtDesk(t.app, headers, a.orderId, a.price, 'cash', today);
    await payAtDesk(t.app, headers, b.orderId, b.price, 'cash', paidOn);
    const first = (await orderInvoice(t.app, headers, a.orderId)).row;
    const second = (await orderInvoice(t.app, headers, b.orderId)).row;
    expect(second.issuedOn).toBe(paidOn);
    if (first.year === second.year) expect(second.progressive).toBe(first.progressive + 1);
  });
});

describe('a membership is a service to a business: its own law', () => {
  it('a Swiss company’s membership: N2.1 not subject, art. 7-ter, its UID as IdCodice', async () => {
    const [company] = await t.app.db
      .insert(companies)
      .values({
        name: 'Schiedsgericht Zürich AG',
        address: 'Bahnhofstrasse 1',
        city: 'Zürich',
        postalCode: '8001',
        countryId: await countryId(t.app, 'CH'),
        vat: 'CHE-116.281.710 MWST',
      })
      .returning({ id: companies.id });
    const [founder] = await t.app.db
      .insert(users)
      .values({ email: `ch${company.id}@example.ch`, profileId: 1, companyId: company.id, companyFounder: 1 })
      .returning({ id: users.id });
    await t.app.db.insert(billingInformation).values({
      userId: founder.id,
      territory: 'Extra UE',
      invoiceType: 'company',
      companyName: 'Schiedsgericht Zürich AG',
      countryId: await countryId(t.app, 'CH'),
      address: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
    });
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: `sub_ch_${company.id}`, companyId: company.id, status: 'unpaid' })
      .returning({ id: subscriptions.id });
    const [transfer] = await t.app.db
      .insert(manualTransfers)
      .values({
        email: 'a@example.ch',
        type: 'MEMBERSHIP',
        subscriptionId: sub.id,
        reason: 'MEM-CH',
        amount: 61000,
      })
      .returning({ id: manualTransfers.id });
    expect((await post(`/api/manual-transfers/confirm/${transfer.id}`)).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/invoices?q=Zürich', headers })).json();
    const membership = list.invoices.find((i: { payment_id: number | null }) => i.payment_id !== null);
    const inv = await readInvoice(t.app, headers, membership.id);
    expect(inv.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'CH', IdCodice: 'CHE116281710' });
    expect(inv.summaries.map((s) => [s.Natura, s.RiferimentoNormativo])).toEqual([
      ['N2.1', VAT_REFERENCES.outsideEuService],
    ]);
    expect(inv.payment).toMatchObject({ ModalitaPagamento: 'MP05', IBAN: ISSUER.iban.replace(/\s/g, '') });
  });
});
