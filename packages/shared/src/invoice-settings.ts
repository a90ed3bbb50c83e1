import { ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { checkCodiceFiscale, checkPartitaIva, normalizeCode, normalizePartitaIva } from './billing.ts';
import { isItalianProvince } from './provinces.ts';
import { everyField } from './read-only.ts';

/** The association's own data as issuer (CedentePrestatore) of its FatturaPA invoices. */

/** Regime fiscale of the issuer (FatturaPA RegimeFiscaleType). */
export const TAX_REGIMES = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/07)',
  RF04: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, DPR 633/72)',
  RF05: 'Vendita sali e tabacchi (art. 74, c. 1, DPR 633/72)',
  RF06: 'Commercio fiammiferi (art. 74, c. 1, DPR 633/72)',
  RF07: 'Editoria (art. 74, c. 1, DPR 633/72)',
  RF08: 'Gestione servizi telefonia pubblica (art. 74, c. 1, DPR 633/72)',
  RF09: 'Rivendita documenti di trasporto pubblico e di sosta (art. 74, c. 1, DPR 633/72)',
  RF10: 'Intrattenimenti, giochi e altre attività (art. 74, c. 6, DPR 633/72)',
  RF11: 'Agenzie viaggi e turismo (art. 74-ter, DPR 633/72)',
  RF12: 'Agriturismo (art. 5, c. 2, L. 413/91)',
  RF13: 'Vendite a domicilio (art. 25-bis, c. 6, DPR 600/73)',
  RF14: 'Rivendita beni usati, oggetti d’arte, d’antiquariato o da collezione (art. 36, DL 41/95)',
  RF15: 'Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione (art. 40-bis, DL 41/95)',
  RF16: 'IVA per cassa P.A. (art. 6, c. 5, DPR 633/72)',
  RF17: 'IVA per cassa (art. 32-bis, DL 83/2012)',
  RF18: 'Altro',
  RF19: 'Forfettario (art. 1, c. 54-89, L. 190/2014)',
} as const;
export type TTaxRegime = keyof typeof TAX_REGIMES;
export const ZTaxRegime = z.enum(Object.keys(TAX_REGIMES) as [TTaxRegime, ...TTaxRegime[]]);

/** Natura of a line without VAT (FatturaPA NaturaType, 1.2.2). */
export const NATURE_CODES = {
  N1: 'Escluse ex art. 15 DPR 633/72',
  'N2.1': 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies del DPR 633/72',
  'N2.2': 'Non soggette – altri casi',
  'N3.1': 'Non imponibili – esportazioni',
  'N3.2': 'Non imponibili – cessioni intracomunitarie',
  'N3.3': 'Non imponibili – cessioni verso San Marino',
  'N3.4': 'Non imponibili – operazioni assimilate alle cessioni all’esportazione',
  'N3.5': 'Non imponibili – a seguito di dichiarazioni d’intento',
  'N3.6': 'Non imponibili – altre operazioni che non concorrono alla formazione del plafond',
  N4: 'Esenti',
  N5: 'Regime del margine / IVA non esposta in fattura',
  'N6.1': 'Inversione contabile – cessione di rottami e altri materiali di recupero',
  'N6.2': 'Inversione contabile – cessione di oro e argento',
  'N6.3': 'Inversione contabile – subappalto nel settore edile',
  'N6.4': 'Inversione contabile – cessione di fabbricati',
  'N6.5': 'Inversione contabile – cessione di telefoni cellulari',
  'N6.6': 'Inversione contabile – cessione di prodotti elettronici',
  'N6.7': 'Inversione contabile – prestazioni comparto edile e settori connessi',
  'N6.8': 'Inversione contabile – operazioni settore energetico',
  'N6.9': 'Inversione contabile – altri casi',
  N7: 'IVA assolta in altro stato UE',
} as const;
export type TNature = keyof typeof NATURE_CODES;
export const ZNature = z.enum(Object.keys(NATURE_CODES) as [TNature, ...TNature[]]);

export const DEFAULT_VAT_RATE = 22;
/** A series is printed before the number ("FE" → "FE-2026-1") and names its own sequence. */
export const SERIES_MAX = 10;

const text = (max: number) => z.string().trim().max(max).default('');

/** Regimes whose invoices charge no VAT (minimi, forfettario): every line is Natura N2.2. */
export const NO_VAT_REGIMES: readonly TTaxRegime[] = ['RF02', 'RF19'];
export const NO_VAT_NATURE: TNature = 'N2.2';

export const INVOICE_SETTINGS_RULES = {
  iban: 'IBAN non valido: lettere e cifre (es. IT60X0542811101000000123456)',
  ibanChecksum: 'IBAN non valido: le cifre di controllo (3ª e 4ª) non corrispondono al resto del codice',
  ibanCountry:
    'IBAN non valido: lunghezza o formato non sono quelli del paese indicato dalle prime due lettere',
  province: 'Provincia: la sigla ufficiale di 2 lettere di una provincia italiana (es. MI, RM)',
  pec: 'Indirizzo PEC non valido: un indirizzo di posta elettronica certificata, es. associazione@pec.it',
  noVatNature: (regime: TTaxRegime) =>
    `Con il regime ${regime} (${TAX_REGIMES[regime]}) le fatture non addebitano IVA: la natura delle righe è N2.2 (non soggette – altri casi)`,
} as const;

/** What an IBAN's validation says wrong, in Italian; null when it is right. */
function ibanProblem(iban: string): string | null {
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  // the shape first: a digit missing also breaks the check digits, but that is not news
  if (has(ValidationErrorsIBAN.NoIBANCountry) || has(ValidationErrorsIBAN.ChecksumNotNumber)) {
    return INVOICE_SETTINGS_RULES.iban;
  }
  if (has(ValidationErrorsIBAN.WrongIBANChecksum) && errorCodes.length === 1)
    return INVOICE_SETTINGS_RULES.ibanChecksum;
  return INVOICE_SETTINGS_RULES.ibanCountry;
}

/**
 * The settings' fields, each normalised and checked for its form. Settings saved before a rule
 * was added still read with this (a stricter rule must not switch invoicing off by itself).
 */
const settingsFields = {
  name: text(80),
  vat: text(20).transform((v) => (v ? normalizePartitaIva(v) : v)),
  fiscal_code: text(20).transform((v) => (v ? normalizeCode(v) : v)),
  tax_regime: ZTaxRegime.default('RF01'),
  address: text(60),
  postal_code: text(5).refine((v) => v === '' || /^\d{5}$/.test(v), 'CAP non valido: 5 cifre'),
  city: text(60),
  province: text(2)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), INVOICE_SETTINGS_RULES.province),
  country_code: z.literal('IT').default('IT'),
  iban: text(34)
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v), INVOICE_SETTINGS_RULES.iban),
  pec: text(256).refine((v) => v === '' || z.email().safeParse(v).success, INVOICE_SETTINGS_RULES.pec),
  vat_rate: z
    .number()
    .int('Aliquota intera')
    .min(1, 'Aliquota tra 1 e 99')
    .max(99, 'Aliquota tra 1 e 99')
    .default(DEFAULT_VAT_RATE),
  series: text(SERIES_MAX).refine((v) => /^[A-Za-z0-9]*$/.test(v), 'Serie: solo lettere e cifre'),
  exempt_nature: ZNature.default('N2.1'),
  /** true: an order that owes the imposta di bollo is charged its € 2 (an N1 line); false: the association pays it */
  stamp_duty_charged: z.boolean().default(false),
};

/**
 * The settings' fields, each normalised and checked for its form. Settings saved before a rule
 * was added still read with this (a stricter rule must not switch invoicing off by itself).
 */
export const ZInvoiceSettingsStored = z.object(settingsFields);

/** Check digits, the official province, an IBAN whose check digits fit, a Natura the tax regime allows. */
function checkSettings(s: z.output<typeof ZInvoiceSettingsStored>, ctx: z.RefinementCtx) {
  const problem = (path: keyof typeof s, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (s.iban) {
    const wrong = ibanProblem(s.iban);
    if (wrong) problem('iban', wrong);
  }
  if (s.province && !isItalianProvince(s.province)) problem('province', INVOICE_SETTINGS_RULES.province);
  if (NO_VAT_REGIMES.includes(s.tax_regime) && s.exempt_nature !== NO_VAT_NATURE) {
    problem('exempt_nature', INVOICE_SETTINGS_RULES.noVatNature(s.tax_regime));
  }
  if (s.vat) {
    const check = checkPartitaIva(s.vat);
    if (!check.ok) problem('vat', check.message);
  }
  if (s.fiscal_code) {
    const check = checkCodiceFiscale(s.fiscal_code);
    if (!check.ok) problem('fiscal_code', check.message);
  }
}

/**
 * GET /api/invoice-settings → settings, and the web form's resolver. Saved even when incomplete
 * (an admin fills it in over time); what is filled must be right. `settingsMissing` says what
 * stops an invoice. Lenient (defaults) for what is stored: a field added since reads as its default.
 */
export const ZInvoiceSettings = ZInvoiceSettingsStored.superRefine(checkSettings);
/** PUT /api/invoice-settings → settings: every field (empty when so), no other. */
export const ZInvoiceSettingsPut = everyField(z.strictObject(settingsFields), []).superRefine(checkSettings);
export type TInvoiceSettings = z.output<typeof ZInvoiceSettings>;
export type TInvoiceSettingsInput = z.input<typeof ZInvoiceSettings>;

/** The settings as read back: plain fields, already checked and normalised on the way in. */
export const ZInvoiceSettingsRead = z.object({
  name: z.string(),
  vat: z.string(),
  fiscal_code: z.string(),
  tax_regime: ZTaxRegime,
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country_code: z.literal('IT'),
  iban: z.string(),
  pec: z.string(),
  vat_rate: z.number().int(),
  series: z.string(),
  exempt_nature: ZNature,
  stamp_duty_charged: z.boolean(),
});

export const INVOICE_SETTINGS_LABELS: Record<keyof TInvoiceSettings, string> = {
  name: 'Denominazione',
  vat: 'Partita IVA',
  fiscal_code: 'Codice fiscale',
  tax_regime: 'Regime fiscale',
  address: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country_code: 'Nazione',
  iban: 'IBAN',
  pec: 'PEC',
  vat_rate: 'Aliquota IVA (%)',
  series: 'Serie di numerazione',
  exempt_nature: 'Natura delle righe senza IVA',
  stamp_duty_charged: 'Imposta di bollo a carico del cliente',
};

/** The fields an invoice cannot do without, by label: empty when invoices can be issued. */
export function settingsMissing(s: TInvoiceSettings): string[] {
  const required: (keyof TInvoiceSettings)[] = ['name', 'vat', 'address', 'postal_code', 'city'];
  return required.filter((k) => s[k] === '').map((k) => INVOICE_SETTINGS_LABELS[k]);
}

export const INVOICE_SETTINGS_MSG = {
  incomplete: (missing: string[]) =>
    `Impostazioni fatturazione incomplete: mancano ${missing.join(', ')}. Completale in "Impostazioni fatturazione".`,
} as const;
