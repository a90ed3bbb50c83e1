import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualTransfers } from '../../db/schema/index.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { countryId, firmBilling, personBilling, turinCompany } from '../../test/fixtures/billing-cases.ts';
import { bookableConference, bookingBody, member, setUpIssuer } from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Where SdI delivers an invoice, built through the product's own paths: a booking confirmed by its
 * transfer, a membership renewed by transfer from the member area and confirmed. A customer
 * without an SDI code is 0000000 with its PEC as PECDestinatario; a membership is addressed with
 * the company's own VIES answer, SDI code and PEC, whatever its founder's personal billing says.
 */
const { t, headers } = useTestApp({
  env: { PUBLIC_WRITE_LIMIT: '1000', MEMBERSHIP_FEE: '450' },
  timeout: 60_000,
});
let italy: number;
let germany: number;
let conference: number;
beforeAll(async () => {
  await setUpIssuer(t.app);
  italy = await countryId(t.app, 'IT');
  germany = await countryId(t.app, 'DE');
  conference = (await bookableConference(t.app)).id;
});

const xmlParser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });
const parsed = (xml: string) => xmlParser.parse(xml).FatturaElettronica;

/** Confirms a pending transfer as the back-office does; the invoice it issues, as XML (checked). */
async function confirmAndRead(transferId: number, customerName: string) {
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/manual-transfers/confirm/${transferId}`,
    headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const list = await t.app.inject({
    url: `/api/invoices?pageSize=100&q=${encodeURIComponent(customerName)}`,
    headers,
  });
  const invoice = list.json().invoices.find((i: { customer: string }) => i.customer === customerName);
  expect(invoice, customerName).toBeDefined();
  const xml = (await t.app.inject({ url: `/api/invoices/${invoice.id}/xml`, headers })).body;
  expect(await checkFatturaPa(xml)).toEqual([]);
  return parsed(xml);
}

async function bookedAndPaid(billing: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: bookingBody(conference, italy, { billing_information: billing }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [transfer] = await t.app.db
    .select({ id: manualTransfers.id })
    .from(manualTransfers)
    .where(eq(manualTransfers.orderId, res.json().order.order_id));
  return transfer.id;
}

describe('recipient of an invoice', () => {
  it('a private person with 0000000 and a PEC: CodiceDestinatario 0000000 and PECDestinatario', async () => {
    const person = personBilling(italy);
    const transfer = await bookedAndPaid(person);
    const doc = await confirmAndRead(transfer, 'Giulia Verdi');
    expect(doc.FatturaElettronicaHeader.DatiTrasmissione).toMatchObject({
      CodiceDestinatario: '0000000',
      PECDestinatario: 'giulia.verdi@pec.it',
    });
  });

  it('a firm with its own SDI code: that code, and no PECDestinatario even with a PEC', async () => {
    const transfer = await bookedAndPaid(
      firmBilling(italy, { company_name: 'Studio Legale Neri', pec: 'studio.neri@pec.it' }),
    );
    const doc = await confirmAndRead(transfer, 'Studio Legale Neri');
    const trasmissione = doc.FatturaElettronicaHeader.DatiTrasmissione;
    expect(trasmissione.CodiceDestinatario).toBe('M5UXCR1');
    expect(trasmissione.PECDestinatario).toBeUndefined();
  });

  /** A member renews their company's membership by transfer; the admin confirms it. */
  async function renewedMembership(company: Record<string, unknown>) {
    const m = await member(t.app, 'canceled');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${m.companyId}`,
      headers,
      payload: { company },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/member/membership',
      headers: m.headers,
      payload: { payment_method: 'bank_transfer' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const [transfer] = await t.app.db
      .select({ id: manualTransfers.id })
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, renewed.json().payment.reference));
    return confirmAndRead(transfer.id, company.name as string);
  }

  it('a membership of an Italian company: the company’s 0000000 and PEC, not its founder’s SDI code', async () => {
    // the founder's personal billing (member fixture) says M5UXCR1
    const doc = await renewedMembership(
      turinCompany(italy, { recipient_code: '0000000', pec: 'amministrazione@pec.studiobianchi.it' }),
    );
    expect(doc.FatturaElettronicaHeader.DatiTrasmissione).toMatchObject({
      CodiceDestinatario: '0000000',
      PECDestinatario: 'amministrazione@pec.studiobianchi.it',
    });
  });

  it('a membership of a German company in VIES: no Italian VAT, whatever its Italian founder’s billing says', async () => {
    const doc = await renewedMembership({
      name: 'Kanzlei Müller GmbH',
      type: 'Law firm',
      address: 'Friedrichstraße 40',
      city: 'Berlin',
      province: null,
      postal_code: '10117',
      country: germany,
      vat: 'DE136695976',
      vies: 1,
    });
    const header = doc.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('XXXXXXX');
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'DE',
      IdCodice: '136695976',
    });
    const summary = [doc.FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo].flat()[0];
    expect(summary).toMatchObject({ Imposta: '0.00', Natura: 'N2.1' });
  });
});
