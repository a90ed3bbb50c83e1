import { z } from 'zod';
import { ARBITRATOR_STATUS_LABELS } from './arbitrators.ts';
import { BILLING_LABELS, INVOICE_TYPE_LABELS, TERRITORY_LABELS } from './billing.ts';
import { ORDER_STATE_LABELS } from './booking.ts';
import { CONFERENCE_COUNTRY_LABELS, PRICE_KIND_LABELS, VAT_RULE_LABELS } from './conferences.ts';
import { MEMBER_TYPES, PROFILE_LABELS, SUBSCRIPTION_STATUS_LABEL } from './constants.ts';
import { INVOICE_SETTINGS_LABELS } from './invoice-settings.ts';
import { SDI_STATUS_LABELS } from './invoices.ts';
import { MAIL_STATUS_LABELS } from './mails.ts';
import { COMPANY_LABELS } from './memberships.ts';
import { FLAG_RESOLUTION_LABELS } from './order-actions.ts';
import { ORDER_FLAG_LABELS } from './order-payment.ts';
import { PAYMENT_METHOD_LABELS } from './orders.ts';
import { SITE_PAGE_LABELS, SITE_PAGE_MSG } from './site-pages.ts';
import { AMOUNT_ISSUE_LABELS, LINE_STATUS_LABELS } from './statements.ts';

/**
 * How the Storico and the activity page show each audited field: its Italian label and how its
 * values read. Keyed by audit entity name (entities.ts `audit`) and wire field name; the fields
 * every record type shares are in COMMON. A field marked HIDDEN is internal and never shown; a
 * field nobody declared still shows, under its own name made readable.
 */

/** Records an audited id points to; the server names them when it answers the history. */
export const HISTORY_REFS = ['country', 'category', 'expert', 'user', 'company'] as const;
export type THistoryRef = (typeof HISTORY_REFS)[number];

export type THistoryFormat =
  | { kind: 'text' }
  /** a large text: only that it changed, shortened */
  | { kind: 'long' }
  /** integer cents */
  | { kind: 'money' }
  /** { price: cents } (the global prices) */
  | { kind: 'price' }
  /** yyyy-MM-dd, a calendar day */
  | { kind: 'day' }
  /** an ISO timestamp */
  | { kind: 'instant' }
  /** true/false or 1/0 */
  | { kind: 'bool' }
  | { kind: 'choice'; labels: Readonly<Record<string, string>> }
  | { kind: 'ref'; ref: THistoryRef }
  /** a nested object whose fields are shown one by one ("Fatturazione · Paese") */
  | { kind: 'group'; fields: FieldTable };

export interface FieldSpec {
  readonly label: string;
  readonly format: THistoryFormat;
}
export type FieldTable = Readonly<Record<string, FieldSpec | typeof HIDDEN>>;

export const HIDDEN = 'hidden';
const f = (label: string, format: THistoryFormat = { kind: 'text' }): FieldSpec => ({ label, format });
const long = (label: string) => f(label, { kind: 'long' });
const money = (label: string) => f(label, { kind: 'money' });
const day = (label: string) => f(label, { kind: 'day' });
const instant = (label: string) => f(label, { kind: 'instant' });
const bool = (label: string) => f(label, { kind: 'bool' });
const choice = (label: string, labels: Readonly<Record<string, string>>) =>
  f(label, { kind: 'choice', labels });
const ref = (label: string, to: THistoryRef) => f(label, { kind: 'ref', ref: to });
const labelled = (labels: Record<string, string>, format: THistoryFormat = { kind: 'text' }): FieldTable =>
  Object.fromEntries(Object.entries(labels).map(([field, label]) => [field, f(label, format)]));

/** Shared by every record type; a record type's own table wins. */
export const COMMON_FIELDS: FieldTable = {
  id: HIDDEN,
  version: HIDDEN,
  updated_at: HIDDEN,
  created_at: HIDDEN,
  deleted_at: HIDDEN,
  mail_id: HIDDEN,
  mail_ids: HIDDEN,
  membership_id: HIDDEN,
  profile_id: HIDDEN,
  sha256: HIDDEN,
  name: f('Nome'),
  surname: f('Cognome'),
  email: f('Email'),
  email_alternative: f('Email alternativa'),
  phone: f('Telefono'),
  title: f('Titolo'),
  content: long('Testo'),
  description: long('Descrizione'),
  file: f('File'),
  file_name: f('Nome file'),
  original_name: f('Nome file'),
  image: f('Immagine'),
  curriculum: f('Curriculum'),
  languages: f('Lingue'),
  address: f('Indirizzo'),
  city: f('Città'),
  province: f('Provincia'),
  postal_code: f('CAP'),
  country: ref('Paese', 'country'),
  vat: f('Partita IVA'),
  fiscal_code: f('Codice fiscale'),
  amount: money('Importo'),
  price: money('Prezzo'),
  reason: long('Motivo'),
  note: long('Nota'),
  recipients: f('Destinatari'),
  user_id: ref('Utente', 'user'),
  order_id: f('Ordine'),
  subscription_id: f('Membership'),
  active: bool('Attivo'),
};

const BILLING_FIELDS_TABLE: FieldTable = {
  ...labelled(BILLING_LABELS),
  vat: f('Partita IVA'),
  territory: choice(BILLING_LABELS.territory, TERRITORY_LABELS),
  invoice_type: choice(BILLING_LABELS.invoice_type, INVOICE_TYPE_LABELS),
  country: ref(BILLING_LABELS.country, 'country'),
  vies: bool(BILLING_LABELS.vies),
};

const USER_COMPANY_TABLE: FieldTable = { id: HIDDEN, name: f('Nome'), country: f('Paese') };

export const HISTORY_FIELDS: Readonly<Record<string, FieldTable>> = {
  user: {
    field_of_activity: f('Settore di attività'),
    active: bool('Attivo'),
    speaker: bool('Speaker'),
    status: choice('Stato', SUBSCRIPTION_STATUS_LABEL),
    member_area: bool('Member area'),
    remove_fee: bool('Rimuovi fee conferenza'),
    membership: bool('Membership'),
    profile_name: choice('Profilo', PROFILE_LABELS),
    expert_id: ref('Esperto', 'expert'),
    company: f('Azienda', { kind: 'group', fields: USER_COMPANY_TABLE }),
    company_founder: choice('Tipo membro', { 1: MEMBER_TYPES[0], 0: MEMBER_TYPES[1] }),
    subscription_id: f('Membership'),
    subscription_status: choice('Stato membership', SUBSCRIPTION_STATUS_LABEL),
    subscription_date_end: day('Scadenza membership'),
    subscription_trial_end: day('Fine periodo di prova'),
    last_reset_password: instant('Ultimo reset password'),
    last_reset_password_link_sent: instant('Link per la password inviato'),
    billing_information: f('Fatturazione', { kind: 'group', fields: BILLING_FIELDS_TABLE }),
    ended: f('Sessioni chiuse'),
  },
  conference: {
    vat_rule: choice('IVA', VAT_RULE_LABELS),
    country: choice('Paese', CONFERENCE_COUNTRY_LABELS),
    date_start: day('Data inizio'),
    date_end: day('Data fine'),
    price: money('Prezzo intero'),
    streaming: bool('Streaming'),
    active: bool('Attiva'),
    optionals: f('Optional'),
    workshops: f('Workshop'),
    seats: f('Posti'),
    title_en: f('Titolo (inglese)'),
    description_en: long('Descrizione (inglese)'),
  },
  coupon: {
    code: f('Codice'),
    discount: money('Sconto'),
    percent: f('Sconto (%)'),
    conference_id: f('Conferenza'),
    valid_until: day('Valido fino al'),
    max_uses: f('Utilizzi massimi'),
    uses: f('Utilizzi'),
  },
  prices: Object.fromEntries(
    Object.entries(PRICE_KIND_LABELS).map(([k, label]) => [k, f(label, { kind: 'price' })]),
  ),
  expert: {
    country_id: ref('Paese', 'country'),
    user_email: HIDDEN,
    user_name: HIDDEN,
    user_surname: HIDDEN,
    job_title: f('Qualifica'),
    date_of_birth: day('Data di nascita'),
    education: long('Formazione'),
    professional_qualification: long('Qualifica professionale'),
    academic_position: f('Posizione accademica'),
    current_professional_position: f('Posizione attuale'),
    previous_position: long('Posizioni precedenti'),
    practical_experience: long('Esperienza pratica'),
    website: f('Sito web'),
    short_publication: long('Pubblicazione breve'),
    published: bool('Pubblicato'),
  },
  arbitrator: {
    approved: choice('Stato', ARBITRATOR_STATUS_LABELS),
    year_of_birth: f('Anno di nascita'),
    group: f('Gruppo'),
    country: ref('Nazionalità', 'country'),
    professional_qualification: long('Qualifiche professionali'),
    experience_field_distribution: long('Esperienza nel settore distribuzione'),
    litigation_experience: long('Esperienza nel contenzioso'),
    arbitration_experience: long('Esperienza in arbitrato'),
    experience_in_house: long('Esperienza in-house'),
    distribution_cases: f('Casi'),
    first_reccomandation: long('Prima raccomandazione'),
    second_reccomandation: long('Seconda raccomandazione'),
  },
  company: {
    name: f('Ragione sociale'),
    type: f('Tipo'),
    vies: bool(COMPANY_LABELS.vies),
    recipient_code: f(COMPANY_LABELS.recipient_code),
    pec: f(COMPANY_LABELS.pec),
  },
  subscription: {
    status: choice('Stato', SUBSCRIPTION_STATUS_LABEL),
    date_start: day('Inizio'),
    date_end: day('Scadenza'),
    trial_end: day('Fine periodo di prova'),
  },
  section: { category_id: HIDDEN, category_name: f('Categoria'), rows: f('Capitoli') },
  judicial_text: {
    site_page: choice(SITE_PAGE_MSG.select, SITE_PAGE_LABELS),
    title_en: f('Titolo (inglese)'),
    content_en: long('Testo (inglese)'),
  },
  category: {},
  language: { code: f('Codice') },
  order: {
    paid_at: instant('Pagato il'),
    status: choice('Stato', ORDER_STATE_LABELS),
    payment_method: choice('Metodo di pagamento', PAYMENT_METHOD_LABELS),
    checkout_session: f('Sessione Stripe'),
    amount: money('Importo'),
    flag: choice('Segnalazione', ORDER_FLAG_LABELS),
    method: choice('Pagato con', PAYMENT_METHOD_LABELS),
    reference: f('Riferimento'),
    note: long('Nota'),
    paid_on: day('Data del pagamento'),
    reason: long('Motivo'),
    credit_note: f('Nota di credito'),
    resolution: choice('Esito', FLAG_RESOLUTION_LABELS),
  },
  manual_transfer: {
    confirmed: bool('Confermato'),
    type: f('Tipo'),
    reason: f('Causale'),
    pending: bool('Da confermare'),
    note: f('Nota'),
    order_id: f('Ordine'),
    amount: money('Importo'),
    reference: f('Riferimento RF'),
    due_date: day('Scadenza'),
  },
  bank_statement_line: {
    status: choice('Stato', LINE_STATUS_LABELS),
    transfer_id: f('Bonifico'),
    amount_issue: choice('Importo', AMOUNT_ISSUE_LABELS),
  },
  bank_statement: {
    format: f('Formato'),
    lines: f('Righe'),
    added: f('Righe nuove'),
    already_imported: f('Righe già importate'),
    foreign_currency: f('Righe in valuta estera'),
    skipped_debits: f('Addebiti ignorati'),
    excluded: f('Righe escluse'),
  },
  mail: { status: choice('Stato', MAIL_STATUS_LABELS) },
  invoice: {
    sdi_status: choice('Stato SdI', SDI_STATUS_LABELS),
    sdi_errors: long('Errori SdI'),
    notification: f('Notifica'),
  },
  invoice_settings: labelled(INVOICE_SETTINGS_LABELS),
  setting: {
    require_admin_2fa: bool('Verifica in due passaggi obbligatoria per gli admin'),
    // the stored name of the image, or empty once removed
    association_logo: f("Logo dell'associazione"),
    contact_email: f("E-mail di contatto dell'associazione"),
  },
  file: { size: f('Dimensione (byte)'), content_type: f('Tipo di file') },
};

/** One changed field as the Storico shows it: label, and the value before and after as text. */
export const ZHistoryLine = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type THistoryLine = z.infer<typeof ZHistoryLine>;
