/**
 * A membership paid by card (invoice.paid) is invoiced in the same transaction as its payment,
 * to the company with its own data; a replayed event issues nothing more.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation, companies, countries, users } from '../../db/schema/index.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';
import { event, invoice, signedHeaders, subscription, T } from './fixtures.ts';

const SECRET = 'whsec_test_invoice_issued';
const { t, headers } = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
beforeAll(async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/invoice-settings',
    headers,
    payload: { settings: ISSUER },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const send = async (evt: unknown) => {
  const payload = JSON.stringify(evt);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: signedHeaders(payload, SECRET),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const invoices = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/invoices?pageSize=100', headers })).json().invoices;

describe('a membership paid by card', () => {
  it('gets its invoice from the invoice.paid event, once', async () => {
    const [fr] = await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'FR'));
    const [company] = await t.app.db
      .insert(companies)
      .values({
        name: 'Cabinet Dupont SAS',
        stripeCustomerId: 'cus_dupont',
        address: '12 rue de Rivoli',
        city: 'Paris',
        postalCode: '75004',
        countryId: fr.id,
        vat: 'FR40303265045',
        // the company's own answer: its VAT number is in VIES (the membership invoice reads this)
        vies: 1,
      })
      .returning({ id: companies.id });
    // its founder's billing describes the company too
    const [founder] = await t.app.db
      .insert(users)
      .values({ email: 'dupont@example.fr', profileId: 1, companyId: company.id, companyFounder: 1 })
      .returning({ id: users.id });
    await t.app.db.insert(billingInformation).values({
      userId: founder.id,
      territory: 'UE',
      invoiceType: 'law firm',
      companyName: 'Cabinet Dupont SAS',
      vat: 'FR40303265045',
      vies: 1,
      countryId: fr.id,
      address: '12 rue de Rivoli',
      postalCode: '75004',
      city: 'Paris',
    });
    const period = { start: T('2026-01-15T08:00:00Z'), end: T('2027-01-15T08:00:00Z') };
    await send(
      event(
        'customer.subscription.created',
        subscription('sub_dupont', 'cus_dupont', { status: 'active', ...period }),
      ),
    );
    const paid = event(
      'invoice.paid',
      invoice('in_dupont_1', {
        subscriptionId: 'sub_dupont',
        customerId: 'cus_dupont',
        paid: true,
        amount: 40000,
        paidAt: T('2026-01-15T09:00:00Z'),
        coupon: 'BENVENUTO20',
        discount: 10000,
      }),
    );
    expect(await send(paid)).toBe('applied');
    const [issued] = await invoices();
    // a VIES-registered EU business: no Italian VAT, the whole amount is the total
    expect(issued).toMatchObject({ customer: 'Cabinet Dupont SAS', total: 40000, vat: 0, type: 'TD01' });
    const xml = (await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.id}/xml`, headers })).body;
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(await checkFatturaPa(xml)).toEqual([]);
    expect(await send(paid)).toBe('replayed');
    expect(await invoices()).toHaveLength(1);
  });
});
