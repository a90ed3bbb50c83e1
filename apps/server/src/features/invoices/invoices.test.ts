import { INVOICE_SETTINGS_RULES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { auditLog, billingInformation, settings } from '../../db/schema/index.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { ISSUER, type OrderOptions, waitingOrder } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const order = (opts: OrderOptions) => waitingOrder(t.app, opts);

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
    expect(bad.json().errors['settings.vat']).toMatch(/Partita IVA non valida/);
  });

  it('refuses an IBAN with wrong check digits, an unknown province, VAT under the forfettario regime, a bad PEC', async () => {
    const bad = await call('PUT', '/api/invoice-settings', {
      settings: {
        ...ISSUER,
        iban: 'IT61X0542811101000000123456',
        province: 'XX',
        tax_regime: 'RF19',
        exempt_nature: 'N2.1',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'settings.iban': INVOICE_SETTINGS_RULES.ibanChecksum,
      'settings.province': INVOICE_SETTINGS_RULES.province,
      'settings.exempt_nature': INVOICE_SETTINGS_RULES.noVatNature('RF19'),
    });
    const pec = await call('PUT', '/api/invoice-settings', { settings: { ...ISSUER, pec: 'pec.it' } });
    expect(pec.json().errors).toEqual({ 'settings.pec': INVOICE_SETTINGS_RULES.pec });
    // settings saved before these rules keep issuing invoices, as saved
    await t.app.db
      .insert(settings)
      .values({ key: 'invoice_settings', value: { ...ISSUER, vat: '02331250163', province: 'XX' } });
    const read = await call('GET', '/api/invoice-settings');
    expect(read.json()).toMatchObject({ missing: [], settings: { province: 'XX' } });
    await t.app.db.delete(settings).where(eq(settings.key, 'invoice_settings'));
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
    expect(await checkFatturaPa(xml)).toEqual([]);
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
    expect(await checkFatturaPa(xml)).toEqual([]);
    const doc = parsed(xml);
    expect(doc.FatturaElettronicaHeader.DatiTrasmissione.CodiceDestinatario).toBe('XXXXXXX');
    expect(doc.FatturaElettronicaHeader.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'DE',
      IdCodice: '811569869',
    });
    expect([doc.FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo].flat()[0].Natura).toBe('N2.1');
  });

  it('invoices without VAT (Natura N2.2) under the forfettario regime', async () => {
    const forfettario = { ...ISSUER, tax_regime: 'RF19', exempt_nature: 'N2.2' };
    expect((await call('PUT', '/api/invoice-settings', { settings: forfettario })).statusCode).toBe(200);
    const { orderId, transferId } = await order({ fees: [30000] });
    await call('POST', `/api/manual-transfers/confirm/${transferId}`);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ total: 30000, vat: 0 });
    const xml = await xmlOf(invoice.id);
    expect(await checkFatturaPa(xml)).toEqual([]);
    expect([parsed(xml).FatturaElettronicaBody.DatiBeniServizi.DettaglioLinee].flat()[0]).toMatchObject({
      AliquotaIVA: '0.00',
      Natura: 'N2.2',
    });
    expect((await call('PUT', '/api/invoice-settings', { settings: ISSUER })).statusCode).toBe(200);
  });

  it('credits an invoice in parts, never beyond what is left', async () => {
    const { orderId, transferId } = await order({ fees: [20000] });
    await call('POST', `/api/manual-transfers/confirm/${transferId}`);
    const [invoice] = await invoicesOf(orderId);
    const part = await call('POST', `/api/invoices/${invoice.id}/credit-note`, { amount: 5000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().invoice).toMatchObject({ type: 'TD04', total: 5000, related_invoice_id: invoice.id });
    const xml = await xmlOf(part.json().invoice.id);
    expect(await checkFatturaPa(xml)).toEqual([]);
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
    const made: Awaited<ReturnType<typeof order>>[] = [];
    for (let i = 0; i < 50; i++) made.push(await order({ fees: [10000 + i] }));
    // a 503 (every pooled connection busy: Retry-After) is tried again, as a client does
    const untilAnswered = async (path: (m: Awaited<ReturnType<typeof order>>) => string) => {
      let pending = made;
      for (let round = 0; pending.length > 0 && round < 10; round++) {
        const answers = await Promise.all(pending.map((m) => call('POST', path(m))));
        expect(answers.filter((r) => r.statusCode >= 500 && r.statusCode !== 503)).toEqual([]);
        pending = pending.filter((_, i) => answers[i].statusCode === 503);
      }
      expect(pending).toEqual([]);
    };
    await untilAnswered((m) => `/api/manual-transfers/confirm/${m.transferId}`);
    // and the same orders asked again, in parallel, by hand
    await untilAnswered((m) => `/api/orders/${m.orderId}/invoice`);
    const all = (await call('GET', '/api/invoices?pageSize=100&sort=number')).json().invoices as {
      id: number;
      progressive: number;
    }[];
    const progressives = all.map((i) => i.progressive);
    expect(progressives).toEqual(progressives.map((_, i) => i + 1));
    for (const m of made) expect(await invoicesOf(m.orderId)).toHaveLength(1);
    // the files of the first and the last numbers pass SdI's checks like any other
    for (const i of [all[0], all[all.length - 1]])
      expect(await checkFatturaPa(await xmlOf(i.id))).toEqual([]);
  });
});
