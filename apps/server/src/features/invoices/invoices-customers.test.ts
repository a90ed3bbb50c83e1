import { BILLING_MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries } from '../../db/schema/index.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { ISSUER, type OrderOptions, waitingOrder } from '../../test/fixtures/invoices.ts';
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
        fiscalCode: '97735020584',
      },
    });
    const customer = header(xml!).CessionarioCommittente.DatiAnagrafici;
    expect(customer).toEqual({
      CodiceFiscale: '97735020584',
      Anagrafica: { Denominazione: 'Circolo Arbitri ETS' },
    });
  });
});
