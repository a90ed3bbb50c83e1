import { VAT_REFERENCES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation } from '../../db/schema/index.ts';
import {
  book,
  confirmTransfer,
  ITALIAN_COMPANY,
  issuerSettings,
  orderInvoice,
} from '../../test/fixtures/accountant.ts';
import { member, setUpIssuer } from '../../test/fixtures/booking.ts';
import { waitingOrder } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Who an invoice bills and under which VAT, built the way customers book (the public site, a
 * member's own billing) and read element by element as an accountant reads them. Decision 0030's
 * VAT matrix names these tests.
 */

const { t, headers } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '1000' } });
beforeAll(async () => {
  await issuerSettings(t.app, headers);
  await setUpIssuer(t.app); // the global prices: a member pays the member price
});

const abroad = { abroad: true };
const address = { address: 'Via Manzoni 14', postal_code: '20121', city: 'Milano', province: 'MI' };

const germanBusiness = {
  territory: 'UE',
  invoice_type: 'company',
  company_name: 'Kanzlei Müller GmbH',
  vat: 'DE 811 569 869',
  vies: 1,
  country: 'DE',
  address: 'Friedrichstraße 12',
  postal_code: '10117',
  city: 'Berlin',
};
const swissBusiness = {
  territory: 'Extra UE',
  invoice_type: 'company',
  company_name: 'Schiedsgericht Zürich AG',
  vat: 'CHE-116.281.710 MWST',
  country: 'CH',
  address: 'Bahnhofstrasse 1',
  postal_code: '8001',
  city: 'Zürich',
};
const frenchPerson = {
  territory: 'UE',
  invoice_type: 'individual',
  name: 'Claire',
  surname: 'Martin',
  vies: 0,
  fiscal_code: '1 85 05 78 006 084',
  country: 'FR',
  address: 'Rue de Rivoli 1',
  postal_code: '75001',
  city: 'Paris',
};
const lawyer = {
  territory: 'Italy',
  invoice_type: 'lawyer',
  name: 'Giuseppe',
  surname: 'Verdi',
  vat: '07782100668',
  fiscal_code: 'VRDGPP80A01H501U',
  recipient_code: '0000000',
  country: 'IT',
  ...address,
};

/** A booking on the site paid by transfer, and its invoice. */
async function bookedInvoice(billing: Record<string, unknown> & { country: string }, conference = {}) {
  const { orderId } = await book(t.app, { billing, conference });
  await confirmTransfer(t.app, headers, orderId);
  return orderInvoice(t.app, headers, orderId);
}

const summary = (s: {
  AliquotaIVA: string;
  Natura?: string;
  RiferimentoNormativo?: string;
  Imposta: string;
}) => ({
  rate: s.AliquotaIVA,
  nature: s.Natura,
  reference: s.RiferimentoNormativo,
});

describe('VAT follows the customer’s country, never a territory it contradicts', () => {
  it('an Italian S.r.l. saved as "UE" with VIES pays Italian VAT at a conference abroad, as IdPaese IT', async () => {
    const o = await waitingOrder(t.app, {
      vatRule: 'italians',
      country: 'IT',
      territory: 'UE',
      billing: { vies: 1 },
    });
    await confirmTransfer(t.app, headers, o.orderId);
    const inv = await orderInvoice(t.app, headers, o.orderId);
    expect(inv.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'IT', IdCodice: '06363391001' });
    expect(inv.summaries.map(summary)).toEqual([{ rate: '22.00', nature: undefined, reference: undefined }]);
    expect(inv.row.vat).toBeGreaterThan(0);
  });

  it('a German customer saved as "Italy" is German: IdPaese DE, no Italian VAT abroad', async () => {
    const o = await waitingOrder(t.app, { vatRule: 'italians', country: 'DE', territory: 'Italy' });
    await confirmTransfer(t.app, headers, o.orderId);
    const inv = await orderInvoice(t.app, headers, o.orderId);
    expect(inv.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'DE', IdCodice: '811569869' });
    expect(inv.summaries.map(summary)).toEqual([
      { rate: '0.00', nature: 'N2.1', reference: VAT_REFERENCES.reverseChargeEvent },
    ]);
  });

  it('an Italian company booking a conference abroad on the site pays Italian VAT (SPEC’s "italians")', async () => {
    const inv = await bookedInvoice(ITALIAN_COMPANY, abroad);
    expect(inv.summaries.map(summary)).toEqual([{ rate: '22.00', nature: undefined, reference: undefined }]);
    expect(inv.customer.DatiAnagrafici).toMatchObject({
      IdFiscaleIVA: { IdPaese: 'IT', IdCodice: '06363391001' },
      Anagrafica: { Denominazione: 'Palano S.p.A.' },
    });
  });
});

describe('a natural person is Nome and Cognome, never the firm of the booking', () => {
  it('a lawyer billing in their own name, with partita IVA and codice fiscale', async () => {
    for (const company_name of [undefined, 'Avv. Giuseppe Verdi']) {
      const inv = await bookedInvoice({ ...lawyer, company_name });
      expect(inv.customer.DatiAnagrafici).toEqual({
        IdFiscaleIVA: { IdPaese: 'IT', IdCodice: '07782100668' },
        CodiceFiscale: 'VRDGPP80A01H501U',
        Anagrafica: { Nome: 'Giuseppe', Cognome: 'Verdi' },
      });
      expect(inv.row.customer).toBe('Giuseppe Verdi');
      expect(inv.pdf).toContain('Giuseppe Verdi');
      expect(inv.pdf).not.toContain('Studio Legale Associato');
    }
  });

  it('a lawyer billing as a firm is the firm', async () => {
    const inv = await bookedInvoice({ ...lawyer, company_name: 'Studio Legale Verdi' });
    expect(inv.customer.DatiAnagrafici.Anagrafica).toEqual({ Denominazione: 'Studio Legale Verdi' });
  });

  it('a member’s stored billing of a private person without a name: the member’s own name', async () => {
    const m = await member(t.app, 'active', { name: 'Lucia', surname: 'Ferri' });
    await t.app.db
      .update(billingInformation)
      .set({
        invoiceType: 'individual',
        companyName: null,
        name: null,
        surname: null,
        vat: null,
        fiscalCode: 'FRRLCU80A41L219G',
        recipientCode: '0000000',
      })
      .where(eq(billingInformation.userId, m.id));
    const { orderId } = await book(t.app, {
      billing: undefined as never,
      token: m.token,
      company: undefined,
    });
    await confirmTransfer(t.app, headers, orderId);
    const inv = await orderInvoice(t.app, headers, orderId);
    expect(inv.customer.DatiAnagrafici.Anagrafica).toEqual({ Nome: 'Lucia', Cognome: 'Ferri' });
  });
});

describe('without VAT, the invoice says why', () => {
  it('an EU business in VIES abroad: N2.1, "inversione contabile", art. 7-quinquies; the PDF says the same', async () => {
    const inv = await bookedInvoice(germanBusiness, abroad);
    expect(inv.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'DE', IdCodice: '811569869' });
    expect(inv.transmission.CodiceDestinatario).toBe('XXXXXXX');
    const [s] = inv.summaries;
    expect(s).toMatchObject({ AliquotaIVA: '0.00', Natura: 'N2.1', Imposta: '0.00' });
    expect(s.RiferimentoNormativo).toBe(
      'Non soggetta - inversione contabile, art. 7-quinquies e art. 21 c. 6-bis lett. a DPR 633/72',
    );
    expect(inv.pdf).toContain(s.RiferimentoNormativo);
  });

  it('a Greek business: IdPaese GR, its VAT number without the EL prefix', async () => {
    const inv = await bookedInvoice(
      {
        ...germanBusiness,
        company_name: 'Papadopoulos AE',
        vat: 'EL094014201',
        country: 'GR',
        city: 'Athina',
        postal_code: '10671',
      },
      abroad,
    );
    expect(inv.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'GR', IdCodice: '094014201' });
    expect(inv.summaries[0].RiferimentoNormativo).toContain('inversione contabile');
  });

  it('a Swiss business: its UID as IdCodice; Italian VAT in Italy, "operazione non soggetta" abroad', async () => {
    const inItaly = await bookedInvoice(swissBusiness);
    expect(inItaly.customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'CH', IdCodice: 'CHE116281710' });
    expect(inItaly.summaries.map(summary)).toEqual([
      { rate: '22.00', nature: undefined, reference: undefined },
    ]);
    expect(inItaly.customer.Sede).toMatchObject({ CAP: '00000', Nazione: 'CH' });
    expect(inItaly.pdf).toContain('Id. fiscale IVA / VAT ID: CH CHE116281710');
    const away = await bookedInvoice(swissBusiness, abroad);
    expect(away.summaries.map(summary)).toEqual([
      { rate: '0.00', nature: 'N2.1', reference: VAT_REFERENCES.outsideEuEvent },
    ]);
  });

  it('an EU private person: 99999999999 in XML and PDF alike, no foreign tax code, not subject abroad', async () => {
    const inv = await bookedInvoice(frenchPerson, abroad);
    expect(inv.customer.DatiAnagrafici).toEqual({
      IdFiscaleIVA: { IdPaese: 'FR', IdCodice: '99999999999' },
      Anagrafica: { Nome: 'Claire', Cognome: 'Martin' },
    });
    expect(inv.summaries.map(summary)).toEqual([
      { rate: '0.00', nature: 'N2.1', reference: VAT_REFERENCES.notSubjectEvent },
    ]);
    expect(inv.pdf).toContain('Id. fiscale IVA / VAT ID: FR 99999999999');
    const customerBlock = inv.pdf.slice(inv.pdf.indexOf('Cliente'), inv.pdf.indexOf('Descrizione'));
    expect(customerBlock).toContain('Claire Martin');
    expect(customerBlock).not.toMatch(/1 ?85 ?05 ?78|C\.F\./);
  });
});
