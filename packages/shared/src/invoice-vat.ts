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

/**
 * How an invoice's lines are taxed: at a rate (VAT included in the prices), or without VAT under a
 * Natura with the law that says why (RiferimentoNormativo; the Natura's label when none is given).
 */
export type TVatTreatment = { vat_rate: number } | { nature: TNature; reference?: string };

/** The customer as VAT sees it: where it is established (its country's territory) and whether VIES knows it. */
export interface VatCustomer {
  territory: TTerritory;
  vies: boolean;
}

/**
 * What an invoice without VAT says of its law (RiferimentoNormativo, at most 100 characters), by
 * what it sells and to whom: the place of the service is art. 7-quinquies DPR 633/72 for admission
 * to an event (where it is held), art. 7-ter for a general service to a business (where the
 * customer is). Art. 21 c. 6-bis DPR 633/72 adds the annotation: lett. a "inversione contabile"
 * to a taxable person of another EU state (VIES), lett. b "operazione non soggetta" outside the EU.
 */
export const VAT_REFERENCES = {
  reverseChargeEvent:
    'Non soggetta - inversione contabile, art. 7-quinquies e art. 21 c. 6-bis lett. a DPR 633/72',
  reverseChargeService:
    'Non soggetta - inversione contabile, art. 7-ter e art. 21 c. 6-bis lett. a DPR 633/72',
  outsideEuEvent: 'Operazione non soggetta - art. 7-quinquies e art. 21 c. 6-bis lett. b DPR 633/72',
  outsideEuService: 'Operazione non soggetta - art. 7-ter e art. 21 c. 6-bis lett. b DPR 633/72',
  notSubjectEvent: 'Operazione non soggetta ad IVA - art. 7-quinquies DPR 633/72',
  flatRate: "Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014",
  minimi: "Operazione senza applicazione dell'IVA ai sensi dell'art. 27, commi 1 e 2, DL 98/2011",
} as const;

type Billed = { kind: 'conference'; vat_rule: string } | { kind: 'membership' };

/** The law of an N2.1 invoice: reverse charge to an EU business, not subject outside the EU or to an EU private. */
function notSubjectReference(billed: Billed, customer: VatCustomer): string {
  const event = billed.kind === 'conference';
  if (customer.territory === 'UE' && customer.vies) {
    return event ? VAT_REFERENCES.reverseChargeEvent : VAT_REFERENCES.reverseChargeService;
  }
  if (customer.territory === 'Extra UE') {
    return event ? VAT_REFERENCES.outsideEuEvent : VAT_REFERENCES.outsideEuService;
  }
  return VAT_REFERENCES.notSubjectEvent;
}

/**
 * Whether an invoice carries VAT. The customer's territory is its country's (`territoryOf`), never
 * what a form said. A conference follows its own rule: "all" (held in Italy, where admission to an
 * event is taxed whoever attends) or "italians" (held abroad: only Italian customers pay Italian
 * VAT, SPEC's rule). A membership is a service taxed where a business customer is established:
 * VAT for Italy and for EU customers without a VIES-registered VAT number, none (the configured
 * Natura) for VIES-registered EU businesses and outside the EU. An issuer under a regime without
 * VAT (RF02, RF19) charges none: Natura N2.2, citing its law.
 */
export function vatTreatment(
  billed: Billed,
  customer: VatCustomer,
  settings: { vat_rate: number; exempt_nature: TNature; tax_regime: TTaxRegime },
): TVatTreatment {
  // minimi and forfettari charge no VAT to anyone
  if (NO_VAT_REGIMES.includes(settings.tax_regime)) {
    return {
      nature: NO_VAT_NATURE,
      reference: settings.tax_regime === 'RF19' ? VAT_REFERENCES.flatRate : VAT_REFERENCES.minimi,
    };
  }
  // a VIES flag means something only for a business of another EU state
  const vies = customer.territory === 'UE' && customer.vies;
  const taxed =
    billed.kind === 'conference'
      ? billed.vat_rule === 'all' || customer.territory === 'Italy'
      : customer.territory === 'Italy' || (customer.territory === 'UE' && !vies);
  if (taxed) return { vat_rate: settings.vat_rate };
  // another Natura configured by the issuer keeps its own label
  return settings.exempt_nature === 'N2.1'
    ? { nature: 'N2.1', reference: notSubjectReference(billed, { ...customer, vies }) }
    : { nature: settings.exempt_nature };
}
