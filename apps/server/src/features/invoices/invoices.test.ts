import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  billingInformation,
  companies,
  conferences,
  countries,
  manualTransfers,
  orders,
  participantOptionals,
  participants,
  users,
} from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPng } from '../../seed/demo-files.ts';
import { validateFatturaPa } from '../../test/fatturapa-schema.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

/** The association as issuer: partita IVA and codice fiscale with valid check characters. */
const ISSUER = {
  name: 'Associazione Forum Arbitri ETS',
  vat: 'IT 02331250163',
  fiscal_code: '97735020584',
  tax_regime: 'RF01',
  address: 'Via della Conciliazione 10',
  postal_code: '00193',
  city: 'Roma',
  province: 'rm',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  pec: 'forumarbitri@pec.it',
  vat_rate: 22,
  series: '',
  exempt_nature: 'N2.1',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
});
afterAll(() => t.close());

const countryId = async (code: string) =>
  (await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id;

/** A conference, a company whose founder has billing data, and a paid-by-transfer order of it. */
async function order(opts: {
  vatRule?: 'all' | 'italians';
  country?: string;
  territory?: 'Italy' | 'UE' | 'Extra UE';
  price?: number;
  fees?: number[];
  cocktails?: number;
  discount?: number;
}) {
  const fees = opts.fees ?? [50000];
  const cocktails = opts.cocktails ?? 0;
  const discount = opts.discount ?? 0;
  const price = fees.reduce((a, b) => a + b, 0) + Math.max(0, cocktails - 1) * 2000 - discount;
  const image = await storeFile(t.app.db, demoPng('blue'), 'c.png', null);
  const abroad = opts.vatRule === 'italians';
  const [conference] = await t.app.db
    .insert(conferences)
    .values({
      title: abroad ? 'Arbitration Days Vienna' : 'Congresso nazionale arbitrato',
      vatRule: opts.vatRule ?? 'all',
      country: abroad ? 'abroad' : 'italy',
      city: abroad ? 'Wien' : 'Milano',
      description: 'd',
      image: image.name,
      dateStart: '2026-12-01',
      dateEnd: '2026-12-02',
      price: 50000,
    })
    .returning({ id: conferences.id });
  const code = opts.country ?? 'IT';
  const [company] = await t.app.db
    .insert(companies)
    .values({ name: `Studio ${code}` })
    .returning({ id: companies.id });
  const [founder] = await t.app.db
    .insert(users)
    .values({ email: `f${company.id}@example.it`, profileId: 1, companyId: company.id, companyFounder: 1 })
    .returning({ id: users.id });
  const italian = code === 'IT';
  await t.app.db.insert(billingInformation).values({
    userId: founder.id,
    territory: opts.territory ?? (italian ? 'Italy' : 'UE'),
    invoiceType: 'law firm',
    companyName: italian ? 'Studio Legale Rossi & Bianchi' : 'Kanzlei Müller GmbH',
    vat: italian ? '06363391001' : 'DE811569869',
    countryId: await countryId(code),
    address: italian ? 'Corso Venezia 5' : 'Friedrichstraße 12',
    postalCode: italian ? '20121' : '10117',
    province: italian ? 'MI' : null,
    city: italian ? 'Milano' : 'Berlin',
    recipientCode: italian ? 'M5UXCR1' : null,
    vies: italian ? null : 1,
  });
  const [o] = await t.app.db
    .insert(orders)
    .values({
      conferenceId: conference.id,
      companyId: company.id,
      price,
      discount,
      couponCode: discount ? 'EARLY' : null,
    })
    .returning({ id: orders.id });
  for (const [i, fee] of fees.entries()) {
    const [p] = await t.app.db
      .insert(participants)
      .values({
        orderId: o.id,
        position: i + 1,
        name: 'Anna',
        surname: `Rossi ${i + 1}`,
        email: 'a@example.it',
        fee,
        feeKind: 'PRICE_CONFERENCE_MEMBER',
      })
      .returning({ id: participants.id });
    if (i === 0 && cocktails) {
      await t.app.db
        .insert(participantOptionals)
        .values({ participantId: p.id, title: 'Cocktail di benvenuto', quantity: cocktails, price: 2000 });
    }
  }
  const [transfer] = await t.app.db
    .insert(manualTransfers)
    .values({
      email: 'a@example.it',
      type: 'CONFERENCE',
      orderId: o.id,
      reason: `ORD-${o.id}`,
      amount: price,
    })
    .returning({ id: manualTransfers.id });
  return { orderId: o.id, transferId: transfer.id, price };
}

const invoicesOf = async (orderId: number) =>
  (await call('GET', `/api/invoices?order_id=${orderId}`)).json().invoices as {
    id: number;
    number: string;
    progressive: number;
    total: number;
    vat: number;
    type: string;
    file_name: string;
  }[];

const xmlOf = async (id: number) => (await call('GET', `/api/invoices/${id}/xml`)).body;
const parsed = (xml: string) =>
  new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml).FatturaElettronica;

describe('electronic invoices', () => {
  it('names what is missing until the issuer settings are complete, and checks what is filled', async () => {
    const empty = await call('GET', '/api/invoice-settings');
    expect(empty.json().missing).toEqual(['Denominazione', 'Partita IVA', 'Indirizzo', 'CAP', 'Comune']);
    const bad = await call('PUT', '/api/invoice-settings', { settings: { ...ISSUER, vat: '12345678901' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vat).toMatch(/Partita IVA non valida/);
  });

  it('issues nothing while settings are incomplete, and the payment stands', async () => {
    const { orderId, transferId } = await order({});
    expect((await call('POST', `/api/manual-transfers/confirm/${transferId}`)).statusCode).toBe(200);
    expect(await invoicesOf(orderId)).toEqual([]);
    const byHand = await call('POST', `/api/orders/${orderId}/invoice`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toMatch(/^Impostazioni fatturazione incomplete: mancano Denominazione/);
  });

  it('issues the invoice when the transfer is confirmed: schema-valid, totals to the cent, once', async () => {
    const saved = await call('PUT', '/api/invoice-settings', { settings: ISSUER });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ missing: [], settings: { vat: '02331250163', province: 'RM' } });
    const unpaid = await order({ fees: [45000, 45000], cocktails: 3, discount: 5000 });
    const refused = await call('POST', `/api/orders/${unpaid.orderId}/invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "L'ordine non è pagato: la fattura si emette quando il pagamento è registrato",
    );

    expect((await call('POST', `/api/manual-transfers/confirm/${unpaid.transferId}`)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(unpaid.orderId);
    expect(invoice).toMatchObject({ type: 'TD01', total: unpaid.price });
    expect(invoice.file_name).toMatch(/^IT02331250163_[0-9A-Z]{5}\.xml$/);
    const xml = await xmlOf(invoice.id);
    expect(await validateFatturaPa(xml)).toEqual([]);
    const body = parsed(xml).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe('890.00');
    const summary = [body.DatiBeniServizi.DatiRiepilogo].flat()[0];
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(summary.ImponibileImporto) + cents(summary.Imposta)).toBe(89000);
    expect(summary.AliquotaIVA).toBe('22.00');
    // paid without billing data: the payment stands, the reason is in the order's history
    const orphan = await order({ fees: [10000] });
    await t.app.db.delete(billingInformation).where(eq(billingInformation.vat, '06363391001'));
    expect((await call('POST', `/api/manual-transfers/confirm/${orphan.transferId}`)).statusCode).toBe(200);
    expect(await invoicesOf(orphan.orderId)).toEqual([]);
    const [blocked] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'invoice_blocked'));
    expect(blocked.entityId).toBe(String(orphan.orderId));
    expect(JSON.stringify(blocked.changes)).toContain('hanno dati di fatturazione');
    const again = await call('POST', `/api/orders/${unpaid.orderId}/invoice`);
    expect(again.json().invoice.id).toBe(invoice.id);
    expect(await invoicesOf(unpaid.orderId)).toHaveLength(1);
  });

  it('bills a VIES-registered EU business for a conference abroad without VAT, with the Natura', async () => {
    const { orderId, transferId } = await order({ vatRule: 'italians', country: 'DE', fees: [30000] });
    await call('POST', `/api/manual-transfers/confirm/${transferId}`);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ total: 30000, vat: 0 });
    const xml = await xmlOf(invoice.id);
    expect(await validateFatturaPa(xml)).toEqual([]);
    const doc = parsed(xml);
    expect(doc.FatturaElettronicaHeader.DatiTrasmissione.CodiceDestinatario).toBe('XXXXXXX');
    expect(doc.FatturaElettronicaHeader.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'DE',
      IdCodice: '811569869',
    });
    expect([doc.FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo].flat()[0].Natura).toBe('N2.1');
  });

  it('credits an invoice in parts, never beyond what is left', async () => {
    const { orderId, transferId } = await order({ fees: [20000] });
    await call('POST', `/api/manual-transfers/confirm/${transferId}`);
    const [invoice] = await invoicesOf(orderId);
    const part = await call('POST', `/api/invoices/${invoice.id}/credit-note`, { amount: 5000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().invoice).toMatchObject({ type: 'TD04', total: 5000, related_invoice_id: invoice.id });
    const xml = await xmlOf(part.json().invoice.id);
    expect(await validateFatturaPa(xml)).toEqual([]);
    expect(parsed(xml).FatturaElettronicaBody.DatiGenerali.DatiFattureCollegate.IdDocumento).toBe(
      invoice.number,
    );
    const over = await call('POST', `/api/invoices/${invoice.id}/credit-note`, { amount: 15001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('La nota di credito supera il residuo della fattura (€ 150,00)');
    const rest = await call('POST', `/api/invoices/${invoice.id}/credit-note`);
    expect(rest.json().invoice.total).toBe(15000);
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json().invoice.creditable).toBe(0);
    expect((await call('POST', `/api/invoices/${invoice.id}/credit-note`)).statusCode).toBe(409);
  });

  it('numbers invoices issued in parallel consecutively, without gaps, one per order', async () => {
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await order({ fees: [10000 + i] }));
    await Promise.all(made.map((m) => call('POST', `/api/manual-transfers/confirm/${m.transferId}`)));
    // and the same orders asked again, in parallel, by hand
    await Promise.all(made.map((m) => call('POST', `/api/orders/${m.orderId}/invoice`)));
    const all = (await call('GET', '/api/invoices?pageSize=100&sort=number')).json().invoices as {
      progressive: number;
    }[];
    const progressives = all.map((i) => i.progressive);
    expect(progressives).toEqual(progressives.map((_, i) => i + 1));
    for (const m of made) expect(await invoicesOf(m.orderId)).toHaveLength(1);
  });
});
