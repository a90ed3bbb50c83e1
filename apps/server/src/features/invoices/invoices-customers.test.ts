import { BILLING_MSG, INVOICE_MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  companies,
  countries,
  manualTransfers,
  orders,
  subscriptions,
} from '../../db/schema/index.ts';
import { orderPaid } from '../../lib/paid-hooks.ts';
import { AuditRecorder } from '../../plugins/audit.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { billedCompany, ISSUER, type OrderOptions, waitingOrder } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Who an invoice names: the customer's identity, territory and recipient code, as SdI reads them. */

const { t, headers } = useTestApp();
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** An order paid by confirming its transfer: its invoice's XML (checked), or the reason it has none. */
async function paidOrder(opts: OrderOptions) {
  const o = await waitingOrder(t.app, opts);
  expect((await call('POST', `/api/manual-transfers/confirm/${o.transferId}`)).statusCode).toBe(200);
  const [invoice] = (await call('GET', `/api/invoices?order_id=${o.orderId}`)).json().invoices;
  const blocked = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'invoice_blocked'), eq(auditLog.entityId, String(o.orderId))));
  const xml = invoice ? (await call('GET', `/api/invoices/${invoice.id}/xml`)).body : null;
  if (xml) expect(await checkFatturaPa(xml)).toEqual([]);
  return { ...o, invoice, xml, blocked: blocked.map((b) => JSON.stringify(b.changes)) };
}

type Invoice = { id: number; customer: string; payment_id: number | null };
const seen = new Set<number>();

const body = (xml: string) =>
  new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml).FatturaElettronica
    .FatturaElettronicaBody;

const header = (xml: string) =>
  new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml).FatturaElettronica
    .FatturaElettronicaHeader;

describe('invoice customers', () => {
  it('refuses a public administration recipient code when billing data is entered', async () => {
    const res = await call('POST', '/api/users', {
      user: {
        name: 'Ufficio',
        surname: 'Tecnico',
        email: 'pa@example.it',
        profile_name: 'client',
        status: 'active',
      },
      billing_information: {
        territory: 'Italy',
        invoice_type: 'company',
        company_name: 'Comune di Roma',
        vat: '02438750586',
        fiscal_code: '02438750586',
        recipient_code: 'ufu3k2',
        country: (await t.app.db.select().from(countries).where(eq(countries.code, 'IT')))[0].id,
        address: 'Via del Campidoglio 1',
        postal_code: '00186',
        city: 'Roma',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['billing_information.recipient_code']).toBe(BILLING_MSG.publicAdministration);
  });

  it('issues no FPR12 invoice to a public administration code saved before: the order says why', async () => {
    const { invoice, blocked, orderId } = await paidOrder({ billing: { recipientCode: 'UFU3K2' } });
    expect(invoice).toBeUndefined();
    expect(blocked.join()).toContain('Pubblica Amministrazione');
    const byHand = await call('POST', `/api/orders/${orderId}/invoice`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(BILLING_MSG.publicAdministration);
  });

  it('bills an Italian private person by codice fiscale, name and surname alone', async () => {
    const { xml } = await paidOrder({
      billing: {
        invoiceType: 'individual',
        companyName: null,
        name: 'Mario',
        surname: 'Rossi',
        vat: null,
        fiscalCode: 'RSSMRA85T10A562S',
        recipientCode: '0000000',
      },
    });
    const customer = header(xml!).CessionarioCommittente.DatiAnagrafici;
    expect(customer).toEqual({
      CodiceFiscale: 'RSSMRA85T10A562S',
      Anagrafica: { Nome: 'Mario', Cognome: 'Rossi' },
    });
    expect(header(xml!).DatiTrasmissione.CodiceDestinatario).toBe('0000000');
  });

  it('bills an Italian association by its numeric codice fiscale and its name', async () => {
    const { xml } = await paidOrder({
      billing: {
        invoiceType: 'association',
        companyName: 'Circolo Arbitri ETS',
        vat: null,
        fiscalCode: '80012345676',
      },
    });
    const customer = header(xml!).CessionarioCommittente.DatiAnagrafici;
    expect(customer).toEqual({
      CodiceFiscale: '80012345676',
      Anagrafica: { Denominazione: 'Circolo Arbitri ETS' },
    });
  });

  it('writes 0000000 for a customer abroad known only by an Italian codice fiscale', async () => {
    const { xml } = await paidOrder({
      country: 'FR',
      billing: {
        invoiceType: 'individual',
        companyName: null,
        name: 'Giulia',
        surname: 'Bianchi',
        vat: null,
        vies: 0,
        fiscalCode: 'BNCGLI80A41H501C',
      },
    });
    const h = header(xml!);
    expect(h.DatiTrasmissione.CodiceDestinatario).toBe('0000000');
    expect(h.CessionarioCommittente.DatiAnagrafici.CodiceFiscale).toBe('BNCGLI80A41H501C');
    expect(h.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toBeUndefined();
    expect(h.CessionarioCommittente.Sede.Nazione).toBe('FR');
  });

  it('issues no invoice for a free order, warns of nothing, and says why when asked', async () => {
    const { orderId } = await waitingOrder(t.app, { fees: [0] });
    await t.app.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId));
    // what a free booking's confirmation runs, as a transfer's confirmation does
    const audit = new AuditRecorder();
    await t.app.db.transaction((tx) => orderPaid(tx as unknown as Db, audit, orderId));
    // no invoice and no warning: only the paid order's mails are told (notify_paid)
    expect(audit.entries.filter((e) => e.action !== 'notify_paid')).toEqual([]);
    expect((await call('GET', `/api/invoices?order_id=${orderId}`)).json().invoices).toEqual([]);
    const byHand = await call('POST', `/api/orders/${orderId}/invoice`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(INVOICE_MSG.freeOrder);
  });

  it.each([
    [1, { vat: '0.00', nature: 'N2.1' }],
    [0, { vat: '110.00', nature: undefined }],
  ])('bills a membership of an EU company with VIES %i as its own data say', async (vies, want) => {
    // the founder's personal billing says the opposite: the company's own answer decides
    const companyId = await billedCompany(t.app, 'DE', 'UE', { vies: 1 - vies });
    await t.app.db.update(companies).set({ vies }).where(eq(companies.id, companyId));
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: `sub_vies_${companyId}`, companyId, status: 'unpaid' })
      .returning({ id: subscriptions.id });
    const [transfer] = await t.app.db
      .insert(manualTransfers)
      .values({
        email: 'a@example.it',
        type: 'MEMBERSHIP',
        subscriptionId: sub.id,
        reason: 'MEM-1',
        amount: 61000,
      })
      .returning({ id: manualTransfers.id });
    expect((await call('POST', `/api/manual-transfers/confirm/${transfer.id}`)).statusCode).toBe(200);
    const all = (await call('GET', '/api/invoices?pageSize=100')).json().invoices as Invoice[];
    const membership = all.find(
      (i) => i.customer === 'Kanzlei Müller GmbH' && i.payment_id !== null && !seen.has(i.id),
    );
    seen.add(membership!.id);
    const xml = (await call('GET', `/api/invoices/${membership!.id}/xml`)).body;
    expect(await checkFatturaPa(xml)).toEqual([]);
    const summary = [body(xml).DatiBeniServizi.DatiRiepilogo].flat()[0];
    expect({ vat: summary.Imposta, nature: summary.Natura }).toEqual(want);
  });
});
