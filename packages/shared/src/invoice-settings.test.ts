import { describe, expect, it } from 'vitest';
import { INVOICE_SETTINGS_RULES, ZInvoiceSettings, ZInvoiceSettingsStored } from './invoice-settings.ts';
import { ITALIAN_PROVINCES } from './provinces.ts';

const issuer = {
  name: 'Associazione Forum Arbitri ETS',
  vat: '02331250163',
  fiscal_code: '97735020584',
  address: 'Via della Conciliazione 10',
  postal_code: '00193',
  city: 'Roma',
  province: 'RM',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  pec: 'forumarbitri@pec.it',
};

function errorsOf(value: unknown): Record<string, string> {
  const result = ZInvoiceSettings.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('issuer settings rules', () => {
  it('takes complete, right settings', () => {
    expect(errorsOf(issuer)).toEqual({});
    expect(ZInvoiceSettings.parse(issuer).iban).toBe('IT60X0542811101000000123456');
  });

  it('checks the IBAN’s check digits (mod 97) and its country’s length, saying which', () => {
    expect(errorsOf({ ...issuer, iban: 'IT61X0542811101000000123456' })).toEqual({
      iban: INVOICE_SETTINGS_RULES.ibanChecksum,
    });
    expect(errorsOf({ ...issuer, iban: 'IT60X05428111010000001234' })).toEqual({
      iban: INVOICE_SETTINGS_RULES.ibanCountry,
    });
    expect(errorsOf({ ...issuer, iban: 'DE89370400440532013000' })).toEqual({});
    expect(errorsOf({ ...issuer, iban: 'IBAN?' })).toEqual({ iban: INVOICE_SETTINGS_RULES.iban });
  });

  it('takes only an official province sigla', () => {
    expect(Object.keys(ITALIAN_PROVINCES)).toHaveLength(111);
    for (const province of ['mi', 'SU', 'BT', 'MB', 'VV'])
      expect(errorsOf({ ...issuer, province })).toEqual({});
    for (const province of ['XX', 'RA1', 'Z']) {
      expect(errorsOf({ ...issuer, province })).toEqual({ province: INVOICE_SETTINGS_RULES.province });
    }
  });

  it('wants Natura N2.2 for a regime that charges no VAT (minimi, forfettario)', () => {
    expect(errorsOf({ ...issuer, tax_regime: 'RF19', exempt_nature: 'N2.1' })).toEqual({
      exempt_nature: INVOICE_SETTINGS_RULES.noVatNature('RF19'),
    });
    expect(INVOICE_SETTINGS_RULES.noVatNature('RF19')).toMatch(/Forfettario.*N2\.2/);
    expect(errorsOf({ ...issuer, tax_regime: 'RF02', exempt_nature: 'N2.1' })).toHaveProperty(
      'exempt_nature',
    );
    expect(errorsOf({ ...issuer, tax_regime: 'RF19', exempt_nature: 'N2.2' })).toEqual({});
  });

  it('checks the PEC address’s form', () => {
    expect(errorsOf({ ...issuer, pec: 'forumarbitri.pec.it' })).toEqual({ pec: INVOICE_SETTINGS_RULES.pec });
  });

  it('reads settings saved before a rule was added as they are', () => {
    const old = { ...issuer, province: 'XX', iban: 'IT61X0542811101000000123456' };
    expect(ZInvoiceSettingsStored.parse(old)).toMatchObject({
      province: 'XX',
      iban: 'IT61X0542811101000000123456',
    });
  });
});
