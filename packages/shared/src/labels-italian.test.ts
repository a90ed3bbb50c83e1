import { describe, expect, it } from 'vitest';
import { INVOICE_TYPE_LABELS, isBillingComplete, TERRITORY_LABELS } from './billing.ts';
import { INVOICE_TYPES, TERRITORIES, WORKING_AT } from './constants.ts';
import { WORKING_AT_LABELS } from './users.ts';

/** Each option a screen offers has its own Italian label; the wire keeps the value. */
const expectOwnLabels = (values: readonly string[], labels: Record<string, string>) => {
  expect(Object.keys(labels)).toEqual([...values]);
  expect(new Set(Object.values(labels)).size).toBe(values.length);
};

describe('billing and user option labels', () => {
  it('territories in Italian', () => {
    expectOwnLabels(TERRITORIES, TERRITORY_LABELS);
    expect(TERRITORY_LABELS).toEqual({ Italy: 'Italia', UE: 'Unione Europea', 'Extra UE': 'Extra UE' });
  });

  it('invoice types in Italian, none left in English', () => {
    expectOwnLabels(INVOICE_TYPES, INVOICE_TYPE_LABELS);
    expect(INVOICE_TYPE_LABELS).toEqual({
      individual: 'Persona fisica',
      company: 'Azienda',
      'law firm': 'Studio legale',
      lawyer: 'Avvocato',
      association: 'Associazione',
      other: 'Altro',
    });
  });

  it('working-at values in Italian, as the invoice types name the same things', () => {
    expectOwnLabels(WORKING_AT, WORKING_AT_LABELS);
    for (const value of WORKING_AT) expect(WORKING_AT_LABELS[value]).toBe(INVOICE_TYPE_LABELS[value]);
  });
});

describe('isBillingComplete', () => {
  const italian = {
    territory: 'Italy' as const,
    invoice_type: 'company',
    company_name: 'Acme srl',
    name: null,
    surname: null,
    vat: '00743110157',
    country: 110,
    address: 'Via Roma 1',
    postal_code: '20100',
    province: 'MI',
    city: 'Milano',
    recipient_code: 'M5UXCR1',
    vies: null,
    fiscal_code: '00743110157',
  };

  it('is true for billing that meets every rule', () => {
    expect(isBillingComplete(italian)).toBe(true);
  });

  it('is false without billing or when a rule fails (an Italian billing without SDI code)', () => {
    expect(isBillingComplete(null)).toBe(false);
    expect(isBillingComplete({ ...italian, recipient_code: null })).toBe(false);
  });
});
