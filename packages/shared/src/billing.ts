import { z } from 'zod';
import { INVOICE_TYPES, TERRITORIES } from './constants.ts';
import { ZId } from './ids.ts';
import { MSG } from './messages.ts';
import { everyField } from './read-only.ts';

/**
 * Billing information of a user and its rules, in ONE schema used by the
 * user editor's form and by POST/PUT /api/users alike. Italian identifiers are also checked for
 * form and check digit when the territory is Italy.
 */

export type TTerritory = (typeof TERRITORIES)[number];
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

export const VAT_OR_FISCAL_CODE_REQUIRED = 'VAT o Codice fiscale obbligatorio';
export const BILLING_MSG = {
  vatRequired: VAT_OR_FISCAL_CODE_REQUIRED,
  partitaIvaLength: 'Partita IVA non valida: deve avere 11 cifre',
  partitaIvaCheck: 'Partita IVA non valida: la cifra di controllo non corrisponde',
  codiceFiscaleFormat:
    'Codice fiscale non valido: servono 16 caratteri (es. RSSMRA85T10A562S) o 11 cifre per le aziende',
  codiceFiscaleCheck: 'Codice fiscale non valido: il carattere di controllo non corrisponde',
  codiceFiscaleNumericCheck: 'Codice fiscale numerico non valido: la cifra di controllo non corrisponde',
  recipientCodeFormat:
    'Codice destinatario SDI non valido: servono 7 lettere o cifre (es. M5UXCR1), oppure 0000000 se il cliente non ne ha uno',
  publicAdministration:
    'Codice di 6 caratteri: è di un ufficio della Pubblica Amministrazione, che non possiamo ancora fatturare. Indica un codice di 7 caratteri oppure 0000000',
  recipientCodeIsPec:
    'Questo è un indirizzo PEC, non un codice destinatario: scrivilo nel campo PEC e indica 0000000 come codice destinatario',
  pec: 'PEC non valida: un indirizzo di posta elettronica certificata, es. studio.rossi@pec.it',
} as const;

/** The recipient code of a customer without one of their own (a private person, a business without software). */
export const NO_RECIPIENT_CODE = '0000000';
export const PEC_MAX = 254;

/**
 * What the forms say beside a field (booking form, member's billing page, back-office billing
 * tab): the words that keep a customer from the errors SPEC's messages alone would leave unclear.
 */
export const BILLING_HINTS = {
  vat: 'Avvocati, studi legali e aziende indicano la loro partita IVA; una persona fisica o un’associazione senza partita IVA, solo il codice fiscale.',
  recipient_code:
    'Codice SDI di 7 caratteri. Chi non ne ha uno (per esempio un privato) indica 0000000: la fattura arriva nel cassetto fiscale dell’Agenzia delle Entrate e alla PEC, se indicata.',
  pec: 'Facoltativa: la PEC a cui il Sistema di Interscambio recapita la fattura quando il codice destinatario è 0000000.',
  territory: 'Segue il paese: Italia, Unione Europea o Extra UE.',
} as const;

/** Upper-case, no spaces, no dots or dashes: "it 0123-4567 897" → "IT01234567897". */
export const normalizeCode = (value: string) => value.replace(/[\s.\-_/]/g, '').toUpperCase();

export type CodeCheck = { ok: true } | { ok: false; message: string };

/** A partita IVA as its digits: "IT: 023 312 501 63" → "02331250163" (IT prefix and separators dropped). */
export function normalizePartitaIva(input: string): string {
  const value = input.replace(/[\s.\-_/:]/g, '').toUpperCase();
  return value.startsWith('IT') ? value.slice(2) : value;
}

/** Partita IVA: 11 digits (optionally prefixed with IT), the last one a Luhn-style check digit. */
export function checkPartitaIva(input: string): CodeCheck {
  const value = normalizePartitaIva(input);
  if (!/^\d{11}$/.test(value)) return { ok: false, message: BILLING_MSG.partitaIvaLength };
  // all zeros passes the check digit but is no number the Agenzia delle Entrate assigns
  if (/^0+$/.test(value) || !luhnIt(value)) return { ok: false, message: BILLING_MSG.partitaIvaCheck };
  return { ok: true };
}

/** The check digit of the first 10 digits of a partita IVA (or numeric codice fiscale). */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = first10.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

const luhnIt = (digits: string) => partitaIvaCheckDigit(digits) === digits.charCodeAt(10) - 48;

// Codice fiscale: values of the characters in odd (1st, 3rd, …) positions; even ones count 0-9 / A-Z as 0-25.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
// Omocodia: digits of the number positions may be replaced by these letters.
const OMOCODE = 'LMNPQRSTUV';
const CF_RE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

function cfValue(ch: string, odd: boolean): number {
  const code = ch.charCodeAt(0);
  const index = code >= 48 && code <= 57 ? code - 48 : code - 65;
  return odd ? ODD_VALUES[index] : index;
}

/** The check character of the first 15 characters of a codice fiscale. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += cfValue(first15[i], i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * Codice fiscale: a person's 16 characters (with omocodia letters allowed in the digit positions)
 * and its check character, or a company's 11 digits with the partita IVA check digit.
 */
export function checkCodiceFiscale(input: string): CodeCheck {
  const value = normalizeCode(input);
  if (/^\d{11}$/.test(value)) {
    return luhnIt(value) ? { ok: true } : { ok: false, message: BILLING_MSG.codiceFiscaleNumericCheck };
  }
  if (!CF_RE.test(value)) return { ok: false, message: BILLING_MSG.codiceFiscaleFormat };
  const day = Number(
    value
      .slice(9, 11)
      .split('')
      .map((c) => (OMOCODE.includes(c) ? String(OMOCODE.indexOf(c)) : c))
      .join(''),
  );
  // day of birth 1-31, plus 40 for women
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) {
    return { ok: false, message: BILLING_MSG.codiceFiscaleFormat };
  }
  return codiceFiscaleCheckChar(value.slice(0, 15)) === value[15]
    ? { ok: true }
    : { ok: false, message: BILLING_MSG.codiceFiscaleCheck };
}

/** An e-mail address typed as a recipient code (even once normalised: "MARIOROSSI@PECIT"). */
const looksLikePec = (value: string) => /^[^@\s]+@[^@\s]+$/.test(value.trim());

/** A public administration office's code (6 characters), which SdI takes only on an FPA12 invoice. */
export const isPublicAdministrationCode = (input: string) => /^[A-Z0-9]{6}$/.test(normalizeCode(input));

/**
 * Codice destinatario SDI: 7 letters/digits. It carries no check digit, so only its form can be
 * checked. A public administration's 6 characters are refused until PA invoicing (FPA12) exists:
 * SdI rejects them on the FPR12 invoices the product writes (error 00427).
 */
export function checkRecipientCode(input: string): CodeCheck {
  const value = normalizeCode(input);
  if (looksLikePec(value)) return { ok: false, message: BILLING_MSG.recipientCodeIsPec };
  if (isPublicAdministrationCode(value)) return { ok: false, message: BILLING_MSG.publicAdministration };
  return /^[A-Z0-9]{7}$/.test(value) ? { ok: true } : { ok: false, message: BILLING_MSG.recipientCodeFormat };
}

const text = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const code = (max: number, rawMax = max + 10) =>
  z
    .string()
    .max(rawMax)
    .nullish()
    .transform((v) => (v ? normalizeCode(v) || null : null));

/**
 * A field added beyond SPEC (RUNNING.md, "Added in turn 4"): optional on every write, and left out
 * (undefined) it stays undefined, so a PUT keeps the stored value instead of erasing it.
 */
const addedText = (max: number, normalise = (v: string) => v) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? normalise(v) : null));
/** A PEC beyond SPEC (billing, a company): checked by isEmail with the rules; left out, undefined. */
export const ZAddedPec = addedText(PEC_MAX, (v) => v.toLowerCase());
/** A recipient code beyond SPEC (a company's): normalised as billing's; left out, undefined. */
export const ZAddedRecipientCode = z
  .string()
  .max(PEC_MAX)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? normalizeCode(v) || null : null));
/** A VIES answer beyond SPEC (a company's): 1 registered, 0 not, null unknown; left out, undefined. */
export const ZAddedVies = z.union([z.literal(0), z.literal(1)]).nullish();

/**
 * One billing field: its label (billing tab), how a save takes it (lenient on its own: the rules
 * live in billingErrors so all show at once), how GET answers it, and whether the rules always
 * requires it (then it is never null once saved).
 */
type FieldSpec<I extends z.ZodType, R extends z.ZodType, Req extends boolean> = {
  label: string;
  input: I;
  read: R;
  required: Req;
  /** beyond SPEC: optional on every write, kept by a PUT that leaves it out, maybe absent when read */
  added?: boolean;
};
const spec = <I extends z.ZodType, R extends z.ZodType, Req extends boolean = false>(
  label: string,
  input: I,
  read: R,
  required?: Req,
): FieldSpec<I, R, Req> => ({ label, input, read, required: (required ?? false) as Req });
const addedField = <I extends z.ZodType>(label: string, input: I) => ({
  ...spec(label, input, z.string()),
  added: true as const,
});
const textField = (label: string, max?: number) => spec(label, text(max), z.string());
const requiredTextField = (label: string, max?: number) => spec(label, text(max), z.string(), true);
const codeField = (label: string, max: number) => spec(label, code(max), z.string());

/**
 * THE billing fields, by wire name in wire order: the save schema, the read schema, the
 * TBillingInformation type, the form's empty values and the server's row mapping all derive from
 * this list. A plain text field added here shows on the billing tab as a text input of its label.
 */
export const BILLING_FIELDS = {
  territory: spec('Territorio', z.enum(TERRITORIES).nullish(), z.enum(TERRITORIES), true),
  invoice_type: spec('Tipo fattura', z.enum(INVOICE_TYPES).nullish(), z.string(), true),
  company_name: textField('Ragione sociale'),
  name: textField('Nome'),
  surname: textField('Cognome'),
  vat: codeField('Partita IVA', 30),
  /** country id (GET /api/countries) */
  country: spec('Paese', ZId.nullish(), z.number().int(), true),
  address: requiredTextField('Indirizzo'),
  postal_code: requiredTextField('CAP', 20),
  province: textField('Provincia', 60),
  city: requiredTextField('Città'),
  // a PEC typed here (up to its length) is read, to say where it goes
  recipient_code: spec('Codice destinatario', code(20, PEC_MAX), z.string()),
  vies: spec('VIES', z.union([z.literal(0), z.literal(1)]).nullish(), z.number().int()),
  fiscal_code: codeField('Codice fiscale', 30),
  /** the customer's PEC, where SdI delivers an invoice with recipient code 0000000 (RUNNING.md) */
  pec: addedField('PEC', ZAddedPec),
};

type Specs = typeof BILLING_FIELDS;
export type TBillingField = keyof Specs;
/** The billing fields' wire names, in wire order. */
export const BILLING_FIELD_NAMES = Object.keys(BILLING_FIELDS) as TBillingField[];
type AlwaysRequired = { [K in TBillingField]: Specs[K]['required'] extends true ? K : never }[TBillingField];
type Added = { [K in TBillingField]: Specs[K] extends { added: true } ? K : never }[TBillingField];
/** The fields beyond SPEC (RUNNING.md): optional on every write; a PUT that leaves one out keeps it. */
export const BILLING_ADDED_FIELDS = BILLING_FIELD_NAMES.filter(
  (f) => (BILLING_FIELDS[f] as { added?: boolean }).added,
) as Added[];
/** SPEC's billing fields (§4): what a SPEC client sends. */
export const BILLING_SPEC_FIELDS = BILLING_FIELD_NAMES.filter(
  (f) => !(BILLING_ADDED_FIELDS as TBillingField[]).includes(f),
);
/** The fields the rules require whatever the territory. */
export const BILLING_ALWAYS_REQUIRED = BILLING_FIELD_NAMES.filter((f) => BILLING_FIELDS[f].required);
/** field → label of the billing tab. */
export const BILLING_LABELS = Object.fromEntries(
  BILLING_FIELD_NAMES.map((f) => [f, BILLING_FIELDS[f].label]),
) as Record<TBillingField, string>;

const shapeOf = <S>(pick: (spec: Specs[TBillingField]) => z.ZodType): S =>
  Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, pick(BILLING_FIELDS[f])])) as S;

/** The fields, each lenient on its own: the rules live in the refinement below so all show at once. */
export const ZBillingFields = z.strictObject(
  shapeOf<{ [K in TBillingField]: Specs[K]['input'] }>((s) => s.input),
);

type Fields = z.output<typeof ZBillingFields>;

/**
 * Billing information once parsed: the always-required fields are set, the others null when empty;
 * a field beyond SPEC is undefined when the body left it out (a save keeps what is stored).
 */
export type TBillingInformation = {
  [K in TBillingField]: K extends AlwaysRequired
    ? NonNullable<Fields[K]>
    : K extends Added
      ? Fields[K]
      : Exclude<Fields[K], undefined>;
};

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The invoice types that have a partita IVA in Italy: a business or a professional. The others (a
 * private person, an association, anyone else) are billed by their codice fiscale alone.
 */
export const VAT_INVOICE_TYPES: readonly TInvoiceType[] = ['company', 'law firm', 'lawyer'];

/**
 * The fields the rules require of this billing: the always-required ones, vies in the UE, and by
 * territory, invoice type and VIES answer the VAT number, the fiscal code and the SDI recipient code.
 */
export function requiredBillingFields(b: {
  territory?: string | null;
  invoice_type?: string | null;
  vies?: number | null;
}): Set<TBillingField> {
  const italy = b.territory === 'Italy';
  const vies = b.vies ?? null;
  const required = new Set<TBillingField>(BILLING_ALWAYS_REQUIRED);
  if (b.territory === 'UE') required.add('vies');
  const hasVat = VAT_INVOICE_TYPES.includes(b.invoice_type as TInvoiceType);
  if (vies === 1 || (italy && hasVat)) required.add('vat');
  if (vies === 0 || italy) required.add('fiscal_code');
  if (italy) required.add('recipient_code');
  return required;
}

/** field → message for every rule the billing information breaks; empty when valid. */
export function billingErrors(b: Fields): Partial<Record<TBillingField, string>> {
  const errors: Partial<Record<TBillingField, string>> = {};
  for (const f of requiredBillingFields(b)) {
    if (isEmpty(b[f])) errors[f] = f === 'vat' ? VAT_OR_FISCAL_CODE_REQUIRED : MSG.required;
  }
  if (b.territory === 'Italy') {
    if (b.vat) {
      const check = checkPartitaIva(b.vat);
      if (!check.ok) errors.vat = check.message;
    }
    if (b.fiscal_code) {
      const check = checkCodiceFiscale(b.fiscal_code);
      if (!check.ok) errors.fiscal_code = check.message;
    }
    if (b.recipient_code) {
      const check = checkRecipientCode(b.recipient_code);
      if (!check.ok) errors.recipient_code = check.message;
    }
  } else if (b.recipient_code) {
    if (looksLikePec(b.recipient_code)) errors.recipient_code = BILLING_MSG.recipientCodeIsPec;
    else if (isPublicAdministrationCode(b.recipient_code))
      errors.recipient_code = BILLING_MSG.publicAdministration;
    else if (b.recipient_code.length > 20) errors.recipient_code = BILLING_MSG.recipientCodeFormat;
  }
  if (b.pec && !isEmail(b.pec)) errors.pec = BILLING_MSG.pec;
  return errors;
}

/** An e-mail address as zod reads one (a PEC is an e-mail address of a certified provider). */
export const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Billing information with every rule: the form's resolver and the server's body. An
 * Italian VAT number is stored as its 11 digits; a foreign one keeps its own (prefixed) form.
 */
const withBillingRules = (fields: typeof ZBillingFields) =>
  fields
    .superRefine((b, ctx) => {
      for (const [field, message] of Object.entries(billingErrors(b))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((b) => {
      const saved = Object.fromEntries(
        BILLING_FIELD_NAMES.map((f) => [
          f,
          (BILLING_ADDED_FIELDS as TBillingField[]).includes(f) ? b[f] : (b[f] ?? null),
        ]),
      ) as TBillingInformation;
      if (saved.territory === 'Italy' && saved.vat) saved.vat = normalizePartitaIva(saved.vat);
      return saved;
    });
export const ZBillingInformation = withBillingRules(ZBillingFields);

/**
 * An optional codice fiscale outside billing (the user's own), checked as billing checks it: a
 * person's 16 characters or an entity's 11 digits; stored upper-case, empty as null.
 */
export const ZOptionalCodiceFiscale = z
  .string()
  .max(40)
  .nullish()
  .transform((v) => (v ? normalizeCode(v) || null : null))
  .superRefine((v, ctx) => {
    const check = v ? checkCodiceFiscale(v) : null;
    if (check && !check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

export type TBillingInformationInput = z.input<typeof ZBillingInformation>;

/**
 * The billing information as read back (GET /api/users/{id}): the always-required fields are never
 * null; a field beyond SPEC may be absent (an order's billing snapshot taken before it existed).
 */
export const ZBillingInformationRead = z.object(
  shapeOf<{
    [K in TBillingField]: Specs[K]['required'] extends true
      ? Specs[K]['read']
      : Specs[K] extends { added: true }
        ? z.ZodOptional<z.ZodNullable<Specs[K]['read']>>
        : z.ZodNullable<Specs[K]['read']>;
  }>((s) =>
    s.required ? s.read : (s as { added?: boolean }).added ? s.read.nullable().optional() : s.read.nullable(),
  ),
);
export type TBillingInformationRead = z.infer<typeof ZBillingInformationRead>;

/**
 * True when no billing field holds a value: such billing is left out of the save. A key
 * that is no billing field keeps it in, so the strict schema refuses the key instead of dropping it.
 */
export function isBillingEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).every(
    ([k, v]) =>
      k in ZBillingFields.shape &&
      (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')),
  );
}

/** Optional billing: an all-empty object counts as absent. */
export const ZOptionalBilling = z.preprocess(
  (v) => (isBillingEmpty(v) ? undefined : v),
  ZBillingInformation.optional(),
);
/** Billing a PUT replaces (the member's own): every field, null when empty, with the same rules. */
export const ZBillingInformationPut = withBillingRules(everyField(ZBillingFields, BILLING_ADDED_FIELDS));
/** The same in a PUT, which replaces the billing: every field when given (null when empty). */
export const ZOptionalBillingPut = z.preprocess(
  (v) => (isBillingEmpty(v) ? undefined : v),
  ZBillingInformationPut.optional(),
);

/** Display labels of the billing tab, in Italian; the wire keeps the values RUNNING.md fixes. */
export const TERRITORY_LABELS: Record<TTerritory, string> = {
  Italy: 'Italia',
  UE: 'Unione Europea',
  'Extra UE': 'Extra UE',
};
export const INVOICE_TYPE_LABELS: Record<TInvoiceType, string> = {
  individual: 'Persona fisica',
  company: 'Azienda',
  'law firm': 'Studio legale',
  lawyer: 'Avvocato',
  association: 'Associazione',
  other: 'Altro',
};

/** True when saved billing information meets every billing rule (the user editor's banner asks for it otherwise). */
export const isBillingComplete = (billing: TBillingInformationRead | null | undefined): boolean =>
  Boolean(billing) && ZBillingInformation.safeParse(billing).success;
