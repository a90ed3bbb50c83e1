import { z } from 'zod';
import { CONFERENCE_COUNTRIES, PRICE_KINDS, VAT_RULES } from './constants.ts';
import { parseWireDate } from './dates.ts';
import { keptText, requiredText } from './fields.ts';
import { ZId, ZVersion } from './ids.ts';
import { MSG } from './messages.ts';
import { echoed, everyField } from './read-only.ts';
import { requiredError } from './zod-locale.ts';

/** Limits of the conference editor. */
export const CREDITS_MAX = 100;
export const HOURS_MAX = 1000;
export const ACCREDITING_BODY_MAX = 300;
export const CONFERENCE_TITLE_MAX = 200;
export const CONFERENCE_CITY_MAX = 120;
export const CONFERENCE_DESCRIPTION_MAX = 20_000;
/** The English title (conference, optional, workshop) and description: as much room as the Italian. */
export const CONFERENCE_TITLE_EN_MAX = 200;
export const CONFERENCE_DESCRIPTION_EN_MAX = 20_000;
export const CONFERENCE_OPTIONALS_MAX = 50;
export const CONFERENCE_WORKSHOPS_MAX = 50;
/** €1,000,000.00: a price above it is a typo. */
export const PRICE_MAX_CENTS = 100_000_000;
/** More seats than this is a typo: no venue of the community's holds them. */
export const SEATS_MAX = 100_000;

/** Messages of the conference rules. */
export const CONFERENCE_MSG = {
  required: MSG.required,
  dateOrder: 'La data finale non può essere precedente a quella di inizio',
  italyVatAll: "Se la conferenza è in Italia l'IVA deve essere applicata a tutti gli utenti",
  abroadVatItalians: "Se la conferenza è all'estero l'IVA si applica solo agli utenti italiani",
  invalidDate: 'Data non valida',
  invalidPrice: 'Importo non valido',
  saved: 'Conferenza Salvata',
  seats: 'Numero di posti non valido: da 0 a 100.000, vuoto se illimitati',
  /** fewer seats than are taken: refused, naming how many are taken (a treasurer would not oversell) */
  seatsBelowTaken: (what: string, taken: number) =>
    `${what}: ${taken} ${taken === 1 ? 'posto già occupato' : 'posti già occupati'}, non si può scendere sotto`,
  credits: 'Crediti non validi: da 0 a 100, al più un decimale',
  hours: 'Ore non valide: da 0 a 1000, al più un decimale',
  hasOrders: 'Impossibile eliminare la conferenza: ha degli ordini collegati',
} as const;

export const VAT_RULE_LABELS: Record<(typeof VAT_RULES)[number], string> = {
  all: 'Tutti gli utenti',
  italians: 'Solo utenti italiani',
};
export const CONFERENCE_COUNTRY_LABELS: Record<(typeof CONFERENCE_COUNTRIES)[number], string> = {
  italy: 'Italia',
  abroad: 'Estero',
};
export const PRICE_KIND_LABELS: Record<(typeof PRICE_KINDS)[number], string> = {
  PRICE_CONFERENCE_MEMBER: 'Prezzo socio',
  PRICE_CONFERENCE_EXPERT: 'Prezzo esperto',
  PRICE_CONFERENCE_GUESTS: 'Prezzo ospiti',
  PRICE_CONFERENCE_SPEAKER: 'Prezzo relatore',
  PRICE_CONFERENCE_STREAMING: 'Prezzo streaming',
};

const required = { error: MSG.required };
const text = requiredText;
/** Integer cents, required. */
export const ZCents = z
  .number(required)
  .int(CONFERENCE_MSG.invalidPrice)
  .min(0, CONFERENCE_MSG.invalidPrice)
  .max(PRICE_MAX_CENTS, CONFERENCE_MSG.invalidPrice);
const wireDate = z
  .string(required)
  .min(1, MSG.required)
  .refine((v) => parseWireDate(v) !== null, CONFERENCE_MSG.invalidDate);

/** An English title beside an Italian one (beyond SPEC): left out of a save, it stays as it is. */
const titleEn = keptText(CONFERENCE_TITLE_EN_MAX);

export const ZConferenceOptional = z.strictObject({
  id: ZId.optional(),
  title: text(CONFERENCE_TITLE_MAX),
  price: ZCents,
  // kept by `id`: a save from a client that sends SPEC's fields only keeps the row's English title
  title_en: titleEn,
});
/**
 * Seats of a conference (in person) or a workshop: null = unlimited. Left out of a save, they stay
 * as they are: a client that does not know them never lifts a limit another admin set.
 */
export const ZSeats = z
  .number({ error: CONFERENCE_MSG.seats })
  .int(CONFERENCE_MSG.seats)
  .min(0, CONFERENCE_MSG.seats)
  .max(SEATS_MAX, CONFERENCE_MSG.seats)
  .nullable()
  .optional();

/** A number with at most one decimal (credits, hours), null = not stated; left out of a save: as it is. */
const tenths = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, message)
    .nullable()
    .optional();

/**
 * What the attendance certificate states (beyond SPEC): training credits, whether of ethics
 * (deontologia), the accrediting body and the hours. Optional on every write: left out, as they are.
 */
/** The certificate's fields (beyond SPEC): a PUT may leave them out, they are kept. */
export const CONFERENCE_CERTIFICATE_FIELDS = [
  'credits',
  'credits_ethics',
  'accrediting_body',
  'hours',
] as const;
const certificateFields = {
  credits: tenths(CREDITS_MAX, CONFERENCE_MSG.credits),
  credits_ethics: z.boolean().optional(),
  accrediting_body: z.string().trim().max(ACCREDITING_BODY_MAX).nullable().optional(),
  hours: tenths(HOURS_MAX, CONFERENCE_MSG.hours),
};

export const ZConferenceWorkshop = z.strictObject({
  id: ZId.optional(),
  title: text(CONFERENCE_TITLE_MAX),
  seats: ZSeats,
  title_en: titleEn,
});

/** What the site shows an English reader (beyond SPEC): null, the Italian shows; a PUT may leave them out. */
export const CONFERENCE_ENGLISH_FIELDS = ['title_en', 'description_en'] as const;
const englishFields = {
  title_en: titleEn,
  description_en: keptText(CONFERENCE_DESCRIPTION_EN_MAX),
};

/** The fields a PUT may leave out, kept as they are: seats, the certificate's, the English ones. */
export const CONFERENCE_KEPT_FIELDS = [
  'seats',
  ...CONFERENCE_CERTIFICATE_FIELDS,
  ...CONFERENCE_ENGLISH_FIELDS,
] as const;
export type TConferenceKeptField = (typeof CONFERENCE_KEPT_FIELDS)[number];

export interface ConferenceRuleInput {
  country?: string | null;
  vat_rule?: string | null;
  date_start?: string | null;
  date_end?: string | null;
}

/** The cross-field rules (dates, country ⇔ VAT): field → message, empty when valid. */
export function conferenceRuleErrors(c: ConferenceRuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const start = c.date_start ? parseWireDate(c.date_start) : null;
  const end = c.date_end ? parseWireDate(c.date_end) : null;
  if (start && end && end < start) errors.date_end = CONFERENCE_MSG.dateOrder;
  if (c.country === 'italy' && c.vat_rule && c.vat_rule !== 'all')
    errors.vat_rule = CONFERENCE_MSG.italyVatAll;
  if (c.country === 'abroad' && c.vat_rule === 'all') errors.vat_rule = CONFERENCE_MSG.abroadVatItalians;
  return errors;
}

const conferenceFields = {
  title: text(CONFERENCE_TITLE_MAX),
  vat_rule: z.enum(VAT_RULES, required),
  country: z.enum(CONFERENCE_COUNTRIES, required),
  city: text(CONFERENCE_CITY_MAX),
  description: text(CONFERENCE_DESCRIPTION_MAX),
  /** stored file name (POST /api/upload) */
  image: z.string(requiredError).min(1, MSG.required).max(255),
  date_start: wireDate,
  date_end: wireDate,
  /** full price, cents */
  price: ZCents,
  streaming: z.boolean().default(false),
  active: z.boolean().default(false),
  optionals: z.array(ZConferenceOptional).max(CONFERENCE_OPTIONALS_MAX).default([]),
  workshops: z.array(ZConferenceWorkshop).max(CONFERENCE_WORKSHOPS_MAX).default([]),
  seats: ZSeats,
  ...certificateFields,
  ...englishFields,
};

/** GET /api/conferences/{id} → conference */
export const ZConference = z.object({
  id: z.number().int(),
  title: z.string(),
  vat_rule: z.enum(VAT_RULES),
  country: z.enum(CONFERENCE_COUNTRIES),
  city: z.string(),
  description: z.string(),
  image: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  price: z.number().int(),
  streaming: z.boolean(),
  active: z.boolean(),
  optionals: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      title_en: z.string().nullable(),
    }),
  ),
  workshops: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats: z.number().int().nullable(),
      title_en: z.string().nullable(),
    }),
  ),
  /** in-person seats; null = unlimited */
  seats: z.number().int().nullable(),
  credits: z.number().nullable(),
  credits_ethics: z.boolean(),
  accrediting_body: z.string().nullable(),
  hours: z.number().nullable(),
  /** English title and description; null: the site shows the Italian, marked as such */
  title_en: z.string().nullable(),
  description_en: z.string().nullable(),
  version: z.number().int(),
});
export type TConference = z.infer<typeof ZConference>;

/**
 * GET /api/conferences/{id}/seats → seats: the seats and how many are taken (in-person participants
 * of the orders that hold seats; for a workshop, its participants), for the editor to show.
 */
export const ZConferenceSeats = z.object({
  seats: z.number().int().nullable(),
  taken: z.number().int(),
  workshops: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats: z.number().int().nullable(),
      taken: z.number().int(),
    }),
  ),
});
export type TConferenceSeats = z.infer<typeof ZConferenceSeats>;

/**
 * What GET /api/conferences/{id} answers and a save does not change. The ids of optionals and
 * workshops are not in it: they pick the rows a save keeps.
 */
export const CONFERENCE_READ_ONLY = ['id'] as const;

/** Body of POST/PUT /api/conferences (`conference`), and the editor's resolver. */
// the cross-field rules run even while other fields are still missing, so the editor shows them at once
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
export const ZConferenceUpdate = z
  .strictObject({
    ...echoed(ZConference, CONFERENCE_READ_ONLY),
    ...conferenceFields,
    version: ZVersion.optional(),
  })
  .refine((c) => !conferenceRuleErrors(c).date_end, {
    path: ['date_end'],
    message: CONFERENCE_MSG.dateOrder,
    ...always,
  })
  .refine((c) => conferenceRuleErrors(c).vat_rule !== CONFERENCE_MSG.italyVatAll, {
    path: ['vat_rule'],
    message: CONFERENCE_MSG.italyVatAll,
    ...always,
  })
  .refine((c) => conferenceRuleErrors(c).vat_rule !== CONFERENCE_MSG.abroadVatItalians, {
    path: ['vat_rule'],
    message: CONFERENCE_MSG.abroadVatItalians,
    ...always,
  });
export type TConferenceUpdate = z.input<typeof ZConferenceUpdate>;

/** A row of GET /api/conferences → conferences */
export const ZConferenceRow = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  country: z.enum(CONFERENCE_COUNTRIES),
  city: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  price: z.number().int(),
  orders_count: z.number().int(),
  version: z.number().int(),
});
export type TConferenceRow = z.infer<typeof ZConferenceRow>;

export const CONFERENCE_STATUS_LABELS = { active: 'Attiva', inactive: 'Non attiva' } as const;
export const conferenceStatusLabel = (active: boolean) =>
  active ? CONFERENCE_STATUS_LABELS.active : CONFERENCE_STATUS_LABELS.inactive;

/** GET/PUT /api/prices `data`: the five PRICE_CONFERENCE_* kinds, cents. */
export const ZPrices = z.strictObject(
  Object.fromEntries(PRICE_KINDS.map((k) => [k, z.strictObject({ price: ZCents })])) as Record<
    (typeof PRICE_KINDS)[number],
    z.ZodObject<{ price: typeof ZCents }>
  >,
);
export type TPrices = z.infer<typeof ZPrices>;

/** POST /api/conferences body (PUT: ZConferencePut): the conference and, optionally, the global prices saved with it. */
export const ZConferenceSaveBody = z.strictObject({
  conference: ZConferenceUpdate,
  prices: ZPrices.optional(),
});
export type TConferenceSaveBody = z.input<typeof ZConferenceSaveBody>;
/** PUT /api/conferences/{id} body: every field of the conference; the prices still optional. */
export const ZConferencePut = z.strictObject({
  // fields beyond SPEC left out stay as they are: a SPEC client that predates them keeps working
  conference: everyField(ZConferenceUpdate, [...CONFERENCE_READ_ONLY, 'version', ...CONFERENCE_KEPT_FIELDS]),
  prices: ZPrices.optional(),
});
