import type { TTerritory } from './billing.ts';
import { NO_VAT_NATURE, NO_VAT_REGIMES, type TNature, type TTaxRegime } from './invoice-settings.ts';

/** Member states of the European Union (ISO 3166-1 alpha-2), Italy included. */
export const EU_COUNTRY_CODES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export const territoryOf = (countryCode: string): TTerritory =>
  countryCode === 'IT' ? 'Italy' : EU_COUNTRY_CODES.has(countryCode) ? 'UE' : 'Extra UE';

export type TVatTreatment = { vat_rate: number } | { nature: TNature };

/**
 * Whether an invoice carries VAT. A conference follows its own rule: "all" (held in Italy, where
 * admission to an event is taxed whoever attends) or "italians" (held abroad: only Italian
 * customers pay Italian VAT). A membership is a service taxed where a business customer is
 * established: VAT for Italy and for EU customers without a VIES-registered VAT number, none
 * (the configured Natura) for VIES-registered EU businesses and outside the EU. An issuer under a
 * regime without VAT (RF02, RF19) charges none: Natura N2.2.
 */
export function vatTreatment(
  billed: { kind: 'conference'; vat_rule: string } | { kind: 'membership' },
  customer: { territory: TTerritory; vies: boolean },
  settings: { vat_rate: number; exempt_nature: TNature; tax_regime: TTaxRegime },
): TVatTreatment {
  // minimi and forfettari charge no VAT to anyone
  if (NO_VAT_REGIMES.includes(settings.tax_regime)) return { nature: NO_VAT_NATURE };
  const taxed =
    billed.kind === 'conference'
      ? billed.vat_rule === 'all' || customer.territory === 'Italy'
      : customer.territory === 'Italy' || (customer.territory === 'UE' && !customer.vies);
  return taxed ? { vat_rate: settings.vat_rate } : { nature: settings.exempt_nature };
}
