import { ITALY_CODE, partitaIvaCheckDigit, type TOrderBillingSnapshot } from '@app/shared';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation, countries, orders, users } from '../../db/schema/index.ts';
import { ISSUER, waitingOrder } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let italy: number;
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
  [{ id: italy }] = await t.app.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, ITALY_CODE));
});

const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers });
const palanoVat = `0458739061${partitaIvaCheckDigit('0458739061')}`;

/** Palano S.p.A. as the booker typed it on the site. */
const palano = (): TOrderBillingSnapshot => ({
  company: {
    name: 'Palano S.p.A.',
    address: 'Via Manzoni 14',
    city: 'Torino',
    province: 'TO',
    postal_code: '10122',
    country: italy,
    vat: palanoVat,
  },
  billing_information: {
    territory: 'Italy',
    invoice_type: 'company',
    company_name: 'Palano S.p.A.',
    name: null,
    surname: null,
    vat: palanoVat,
    country: italy,
    address: 'Via Manzoni 14',
    postal_code: '10122',
    province: 'TO',
    city: 'Torino',
    recipient_code: 'KRRH6B9',
    vies: null,
    fiscal_code: palanoVat,
  },
});

/** The company founder's billing information, as anyone may edit it later. */
async function renameFounderBilling(companyId: number, name: string) {
  const [founder] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await t.app.db
    .update(billingInformation)
    .set({ companyName: name, vat: '06363391001', city: 'Bruxelles' })
    .where(eq(billingInformation.userId, founder.id));
}

async function paidInvoice(transferId: number, orderId: number) {
  expect((await call('POST', `/api/manual-transfers/confirm/${transferId}`)).statusCode).toBe(200);
  const [invoice] = (await call('GET', `/api/invoices?order_id=${orderId}`)).json().invoices;
  expect(invoice, 'the order is invoiced when paid').toBeDefined();
  const xml = (await call('GET', `/api/invoices/${invoice.id}/xml`)).body;
  const doc = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml).FatturaElettronica;
  return { invoice, buyer: doc.FatturaElettronicaHeader.CessionarioCommittente };
}

describe('the invoice of an order bills the customer it was booked with', () => {
  it('takes the billing snapshot, whatever the founder’s billing says after booking', async () => {
    const o = await waitingOrder(t.app, { fees: [30000] });
    await t.app.db.update(orders).set({ billing: palano() }).where(eq(orders.id, o.orderId));
    await renameFounderBilling(o.companyId, 'Greco-Panaro SPA');

    const { invoice, buyer } = await paidInvoice(o.transferId, o.orderId);
    expect(invoice.customer).toBe('Palano S.p.A.');
    expect(buyer.DatiAnagrafici.Anagrafica.Denominazione).toBe('Palano S.p.A.');
    expect(buyer.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe(palanoVat);
    expect(buyer.Sede).toMatchObject({
      Indirizzo: 'Via Manzoni 14',
      CAP: '10122',
      Comune: 'Torino',
      Provincia: 'TO',
    });
    expect(JSON.stringify(buyer)).not.toMatch(/Greco-Panaro|Bruxelles/);
  });

  it('names the company as booked when the billing information names none', async () => {
    const o = await waitingOrder(t.app, { fees: [30000] });
    const snapshot = palano();
    snapshot.billing_information.company_name = null;
    await t.app.db.update(orders).set({ billing: snapshot }).where(eq(orders.id, o.orderId));
    expect((await paidInvoice(o.transferId, o.orderId)).invoice.customer).toBe('Palano S.p.A.');
  });

  it('falls back to the founder’s billing for an order booked without a snapshot', async () => {
    const o = await waitingOrder(t.app, { fees: [30000] });
    await renameFounderBilling(o.companyId, 'Greco-Panaro SPA');
    const { invoice } = await paidInvoice(o.transferId, o.orderId);
    expect(invoice.customer).toBe('Greco-Panaro SPA');
  });
});
