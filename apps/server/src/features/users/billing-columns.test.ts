import { BILLING_FIELD_NAMES, type TBillingField, type TBillingInformation } from '@app/shared';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingInformation } from '../../db/schema/index.ts';
import { billingColumnOf, billingToRow, billingToWire } from '../../lib/billing-row.ts';

/** Every billing field (a field added to the shared list is null here), these ones set. */
const billing: TBillingInformation = {
  ...(Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, null])) as Record<TBillingField, null>),
  territory: 'UE',
  invoice_type: 'law firm',
  company_name: 'Cabinet Dupont',
  name: 'Jean',
  surname: 'Dupont',
  vat: 'FR40303265045',
  country: 70,
  address: 'Rue de Rivoli 1',
  postal_code: '75001',
  city: 'Paris',
  vies: 1,
};

describe('billing row ↔ wire', () => {
  const columns = getTableColumns(billingInformation);

  it('stores every billing field in the column of the same name (the country in country_id)', () => {
    for (const field of BILLING_FIELD_NAMES) {
      const column = columns[billingColumnOf(field)];
      expect(column, field).toBeDefined();
      expect(column.name).toBe(field === 'country' ? 'country_id' : field);
    }
  });

  it('leaves no billing column without its field', () => {
    const mapped = new Set<string>(BILLING_FIELD_NAMES.map(billingColumnOf));
    expect(Object.keys(columns).filter((c) => !mapped.has(c))).toEqual(['userId']);
  });

  it('reads back what it writes', () => {
    const row = billingToRow(12, billing);
    expect(row).toMatchObject({ userId: 12, countryId: 70, invoiceType: 'law firm', postalCode: '75001' });
    expect(billingToWire(row)).toEqual(billing);
  });
});
