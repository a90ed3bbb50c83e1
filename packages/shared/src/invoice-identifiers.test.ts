import { describe, expect, it } from 'vitest';
import type { InvoiceCustomer } from './invoice-document.ts';
import { customerIdentifiers, FOREIGN_NO_VAT, vatIdCode } from './invoice-identifiers.ts';
import { PAYMENT_MODE_LABELS, paymentModeHasIban, paymentModeOf } from './invoice-payment.ts';
import { formatUnitPrice } from './money.ts';

describe('a customer’s identifiers on an invoice', () => {
  it('writes a foreign VAT number without separators, suffixes or its own country prefix', () => {
    expect(vatIdCode('CHE-116.281.710 MWST', 'CH')).toBe('CHE116281710');
    expect(vatIdCode('CHE-116.281.710 TVA', 'CH')).toBe('CHE116281710');
    expect(vatIdCode('che 116 281 710 iva', 'CH')).toBe('CHE116281710');
    expect(vatIdCode('116.281.710', 'CH')).toBe('CHE116281710');
    expect(vatIdCode('EL 094014201', 'GR')).toBe('094014201');
    expect(vatIdCode('094014201', 'GR')).toBe('094014201');
    expect(vatIdCode('DE 811 569 869', 'DE')).toBe('811569869');
    expect(vatIdCode('ATU13585627', 'AT')).toBe('U13585627');
    expect(vatIdCode('FR 40 303 265 045', 'FR')).toBe('40303265045');
    expect(vatIdCode('NL 8057.39.093.B01', 'NL')).toBe('805739093B01');
    expect(vatIdCode('ESA28015865', 'ES')).toBe('A28015865');
    expect(vatIdCode('GB 980 7806 84', 'GB')).toBe('980780684');
    expect(vatIdCode('NO 923 609 016 MVA', 'NO')).toBe('923609016');
    expect(vatIdCode('IT 023 312 501 63', 'IT')).toBe('02331250163');
    // a prefix of another country is no separator: kept as typed
    expect(vatIdCode('IT06363391001', 'DE')).toBe('IT06363391001');
  });

  it('gives SdI’s 99999999999 to a private person abroad, and only an Italian codice fiscale', () => {
    const person: InvoiceCustomer = {
      kind: 'person',
      country_code: 'FR',
      vat: null,
      fiscal_code: '1 85 05 78 006 084 36',
      company_name: null,
      name: 'Claire',
      surname: 'Martin',
      address: 'Rue de Rivoli 1',
      postal_code: '75001',
      city: 'Paris',
      province: null,
      recipient_code: 'XXXXXXX',
      pec: null,
    };
    expect(customerIdentifiers(person)).toEqual({
      vat: { country: 'FR', code: FOREIGN_NO_VAT },
      fiscal_code: null,
    });
    expect(customerIdentifiers({ ...person, fiscal_code: 'BNCGLI80A41H501C' })).toEqual({
      vat: null,
      fiscal_code: 'BNCGLI80A41H501C',
    });
  });
});

describe('how an invoice says it was paid', () => {
  it('maps the order’s payment method to ModalitaPagamento, an IBAN only for a transfer', () => {
    const modes = ['cash', 'cheque', 'pos', 'desk_card', 'card', 'bank_transfer'].map(paymentModeOf);
    expect(modes).toEqual(['MP01', 'MP02', 'MP08', 'MP08', 'MP08', 'MP05']);
    expect(modes.map((m) => PAYMENT_MODE_LABELS[m])).toEqual([
      'Contanti',
      'Assegno',
      'Carta/POS',
      'Carta/POS',
      'Carta/POS',
      'Bonifico bancario',
    ]);
    expect(modes.filter(paymentModeHasIban)).toEqual(['MP05']);
  });
});

describe('formatUnitPrice', () => {
  it('shows as many decimals as the price has, at least two', () => {
    expect(formatUnitPrice('20.49180328')).toBe('€ 20,49180328');
    expect(formatUnitPrice('20.50')).toBe('€ 20,50');
    expect(formatUnitPrice('20.5')).toBe('€ 20,50');
    expect(formatUnitPrice('1234.50000000')).toBe('€ 1.234,50');
    expect(formatUnitPrice('-16.39344262')).toBe('-€ 16,39344262');
    expect(formatUnitPrice('0.125')).toBe('€ 0,125');
  });
});
