import { NO_RECIPIENT_CODE, type TBillingInformation, territoryOf, ZBillingInformation } from '@app/shared';
import type { companies } from '../../db/schema/index.ts';

const INVOICE_TYPES: Record<string, string> = {
  Company: 'company',
  'Law firm': 'law firm',
  Association: 'association',
};

/**
 * A company's own billing information, as its people would type it on the booking form or the
 * member's billing page: its name, address and VAT number; an Italian company's codice fiscale is
 * its partita IVA; its own SDI code or 0000000 with its PEC; its own VIES answer. Null when the
 * company lacks what billing needs.
 */
export function companyBilling(c: typeof companies.$inferSelect, code: string): TBillingInformation | null {
  if (!c.countryId || !c.address || !c.city || !c.postalCode || !c.vat) return null;
  const territory = territoryOf(code);
  const italy = territory === 'Italy';
  const billing = ZBillingInformation.safeParse({
    territory,
    invoice_type: INVOICE_TYPES[c.type ?? ''] ?? 'company',
    company_name: c.name,
    vat: c.vat,
    country: c.countryId,
    address: c.address,
    postal_code: c.postalCode,
    province: c.province,
    city: c.city,
    recipient_code: italy ? (c.recipientCode ?? NO_RECIPIENT_CODE) : null,
    fiscal_code: italy ? c.vat : null,
    vies: territory === 'UE' ? (c.vies ?? 0) : null,
    pec: italy ? c.pec : null,
  });
  return billing.success ? { ...billing.data, pec: billing.data.pec ?? null } : null;
}
