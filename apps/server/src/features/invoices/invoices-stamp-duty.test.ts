import {
  romeWireDate,
  STAMP_DUTY_CREDIT_LINE,
  STAMP_DUTY_LINE,
  STAMP_DUTY_NOT_DUE_LINE,
  STAMP_DUTY_NOTE,
  stampDutyDueBy,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { ISSUER, type OrderOptions, waitingOrder } from '../../test/fixtures/invoices.ts';
import { extractText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findInvoiceRow } from './repository.ts';

/** The imposta di bollo on invoices without VAT above € 77,47: absorbed or charged, never on exports. */

const { t, headers } = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const settings = async (extra: Record<string, unknown> = {}) => {
  const res = await call('PUT', '/api/invoice-settings', { settings: { ...ISSUER, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
};

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is read by path
type Node = any;
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['DettaglioLinee', 'DatiRiepilogo'].includes(name),
});

/** An order abroad (no VAT for a VIES business) paid by transfer: its invoice and what its XML says. */
async function invoiced(opts: OrderOptions) {
  const o = await waitingOrder(t.app, { vatRule: 'italians', country: 'DE', ...opts });
  expect((await call('POST', `/api/manual-transfers/confirm/${o.transferId}`)).statusCode).toBe(200);
  const [invoice] = (await call('GET', `/api/invoices?order_id=${o.orderId}`)).json().invoices;
  const xml = (await call('GET', `/api/invoices/${invoice.id}/xml`)).body;
  expect(await checkFatturaPa(xml)).toEqual([]);
  const body: Node = parser.parse(xml).FatturaElettronica.FatturaElettronicaBody;
  return {
    ...o,
    invoice,
    bollo: body.DatiGenerali.DatiGeneraliDocumento.DatiBollo,
    lines: body.DatiBeniServizi.DettaglioLinee as Node[],
    summaries: body.DatiBeniServizi.DatiRiepilogo as Node[],
  };
}

/** What the invoice's PDF prints, its lines joined. */
async function pdfText(id: number) {
  const row = await findInvoiceRow(t.app.db, id);
  return extractText(await renderInvoicePdf(row!.document, { compress: false })).replace(/\s+/g, ' ');
}

describe('imposta di bollo', () => {
  it('is not on an invoice without VAT of € 77,47, and is on one of € 77,48: virtual, € 2,00, absorbed', async () => {
    await settings();
    const below = await invoiced({ fees: [7747] });
    expect(below.bollo).toBeUndefined();
    expect(below.invoice.stamp_duty).toBe(0);

    const above = await invoiced({ fees: [7748] });
    expect(above.bollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
    expect(above.invoice).toMatchObject({ stamp_duty: 200, total: 7748 });
    expect(above.lines).toHaveLength(1);
    expect(await pdfText(above.invoice.id)).toContain('Imposta di bollo assolta in modo virtuale');
  });

  it('is never on exports or intra-EU supplies (N3.1–N3.4), nor on VAT-taxed invoices', async () => {
    await settings({ exempt_nature: 'N3.2' });
    expect((await invoiced({ fees: [50000] })).bollo).toBeUndefined();
    await settings();
    const taxed = await invoiced({ fees: [50000], vatRule: 'all' });
    expect(taxed.bollo).toBeUndefined();
    expect(taxed.summaries[0].AliquotaIVA).toBe('22.00');
  });

  it('charged to the customer: the order’s N1 line is on the invoice, which equals what was paid', async () => {
    await settings({ stamp_duty_charged: true });
    const { invoice, bollo, lines, summaries, price, orderId } = await invoiced({
      fees: [30000],
      stampDuty: 200,
    });
    expect(price).toBe(30200);
    expect(invoice).toMatchObject({ total: 30200, vat: 0, stamp_duty: 200 });
    expect(bollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
    expect(lines.at(-1)).toMatchObject({ Descrizione: STAMP_DUTY_LINE, PrezzoTotale: '2.00', Natura: 'N1' });
    expect(summaries.map((s) => [s.Natura, s.ImponibileImporto])).toEqual([
      ['N2.1', '300.00'],
      ['N1', '2.00'],
    ]);
    const order = (await call('GET', `/api/conferences/booking-by-order-id/${orderId}`)).json();
    expect(JSON.stringify(order)).toContain('"stamp_duty":200');
  });

  it('an order priced with the duty whose invoice turns out taxed owes none: the 2 € is part of the taxed price', async () => {
    await settings({ stamp_duty_charged: true });
    const taxed = await invoiced({ fees: [12200], stampDuty: 200, vatRule: 'all', country: 'IT' });
    expect(taxed.invoice).toMatchObject({ total: 12400, vat: 2236, stamp_duty: 0 });
    expect(taxed.summaries.map((s) => [s.AliquotaIVA, s.Natura, s.ImponibileImporto, s.Imposta])).toEqual([
      ['22.00', undefined, '101.64', '22.36'],
    ]);
    expect(taxed.lines.at(-1)).toMatchObject({ Descrizione: STAMP_DUTY_NOT_DUE_LINE, AliquotaIVA: '22.00' });
    expect(taxed.bollo).toBeUndefined();
  });

  it('an existing order keeps its total: absorbed when the order was priced without it', async () => {
    await settings({ stamp_duty_charged: true });
    const { invoice, lines, bollo } = await invoiced({ fees: [30000] });
    expect(invoice).toMatchObject({ total: 30000, stamp_duty: 200 });
    expect(lines).toHaveLength(1);
    expect(bollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
  });

  it('a credit note gives the charged duty back last, on its own N1 line, with its own bollo', async () => {
    await settings({ stamp_duty_charged: true });
    const { invoice } = await invoiced({ fees: [30000], stampDuty: 200 });
    const part = await call('POST', `/api/invoices/${invoice.id}/credit-note`, { amount: 10000 });
    const rest = await call('POST', `/api/invoices/${invoice.id}/credit-note`);
    expect(rest.json().invoice.total).toBe(20200);
    for (const note of [part, rest]) {
      const xml = (await call('GET', `/api/invoices/${note.json().invoice.id}/xml`)).body;
      expect(await checkFatturaPa(xml)).toEqual([]);
    }
    expect(part.json().invoice.lines).toHaveLength(1);
    expect(rest.json().invoice.lines.map((l: { description: string; total: number }) => l.total)).toEqual([
      20000, 200,
    ]);
    expect(rest.json().invoice.lines[1].description).toBe(STAMP_DUTY_CREDIT_LINE);
    expect(rest.json().invoice.stamp_duty).toBe(200);
    expect(await pdfText(rest.json().invoice.id)).toContain(STAMP_DUTY_NOTE.slice(0, 40));
  });

  it('the quarterly report counts the bolli due per quarter, with the F24 code and deadline', async () => {
    const year = Number(romeWireDate().slice(0, 4));
    const quarter = Math.ceil(Number(romeWireDate().slice(5, 7)) / 3);
    const all = (await call('GET', '/api/invoices?pageSize=100')).json().invoices as {
      id: number;
      stamp_duty: number;
    }[];
    const stamped = all.filter((i) => i.stamp_duty > 0);
    expect(stamped.length).toBeGreaterThan(3);
    // one dated in the first quarter, one rejected by SdI (no invoice until regenerated)
    await t.app.db
      .update(invoices)
      .set({ issuedOn: `${year}-02-10` })
      .where(eq(invoices.id, stamped[0].id));
    await t.app.db.update(invoices).set({ sdiStatus: 'rejected' }).where(eq(invoices.id, stamped[1].id));
    const res = await call('GET', `/api/invoices/stamp-duty?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const rest = stamped.length - 2;
    const expected = [1, 2, 3, 4].map((q) => {
      const n = (q === 1 ? 1 : 0) + (q === quarter ? rest : 0);
      return { quarter: q, count: n, amount: n * 200 };
    });
    expect(res.json().quarters).toMatchObject(expected);
    expect(
      res.json().quarters.map((q: { tax_code: string; due_by: string }) => [q.tax_code, q.due_by]),
    ).toEqual([
      ['2521', `${year}-05-31`],
      ['2522', `${year}-09-30`],
      ['2523', `${year}-11-30`],
      ['2524', stampDutyDueBy(year, 4)],
    ]);
    expect((await call('GET', `/api/invoices/stamp-duty?year=${year - 1}`)).json().quarters[0].count).toBe(0);
    expect((await call('GET', '/api/invoices/stamp-duty?year=abc')).statusCode).toBe(400);
  });
});
