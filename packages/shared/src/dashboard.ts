import { z } from 'zod';
import { ZWireDate } from './dates.ts';
import { ACTIVITY_KIND_LIST, SEARCH_KIND_LIST, TRASH_KIND_LIST } from './entities.ts';
import { ZHistoryLine } from './history-fields.ts';
import { ZIdText } from './ids.ts';
import { ZListQuery } from './lists.ts';

/** Wire shapes of the admin's home: dashboard widgets, activity/timelines, trash, search. */

/** Days ahead that "ending soon" looks at. */
export const DASHBOARD_HORIZON_DAYS = 30;
/** Upcoming conferences the dashboard shows. */
export const DASHBOARD_CONFERENCES_MAX = 6;
/** Latest admin actions the dashboard shows. */
export const DASHBOARD_ACTIONS_MAX = 8;
export const SEARCH_Q_MIN = 2;
export const SEARCH_Q_MAX = 100;
/** Results of one kind in a search answer. */
export const SEARCH_PER_KIND = 5;

// ── dashboard ────────────────────────────────────────────────────────────────
export const ZStatusCount = z.object({ status: z.string(), count: z.number().int() });
export const ZDashboardMemberships = z.object({ by_status: z.array(ZStatusCount) });
export type TDashboardMemberships = z.infer<typeof ZDashboardMemberships>;

export const ZDashboardRenewals = z.object({
  /** active memberships whose date_end falls within the horizon */
  ending: z.number().int(),
  /** trialing memberships whose trial_end falls within the horizon */
  trials_ending: z.number().int(),
  horizon_days: z.number().int(),
});
export type TDashboardRenewals = z.infer<typeof ZDashboardRenewals>;

export const ZDashboardConference = z.object({
  id: z.number().int(),
  title: z.string(),
  date_start: z.string(),
  orders: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
  /** sum of the paid orders' totals, cents */
  revenue: z.number().int(),
});
export const ZDashboardConferences = z.object({ conferences: z.array(ZDashboardConference) });
export type TDashboardConference = z.infer<typeof ZDashboardConference>;

export const ZDashboardTransfers = z.object({ pending: z.number().int(), amount: z.number().int() });
export type TDashboardTransfers = z.infer<typeof ZDashboardTransfers>;

/** Open order flags: payments that reached orders which could not take them, and their amount. */
export const ZDashboardOrderFlags = z.object({ open: z.number().int(), amount: z.number().int() });
export type TDashboardOrderFlags = z.infer<typeof ZDashboardOrderFlags>;

/** Bookings awaiting payment, and those of them past their due date, with their totals (cents). */
export const ZDashboardOrders = z.object({
  awaiting: z.number().int(),
  awaiting_amount: z.number().int(),
  overdue: z.number().int(),
  overdue_amount: z.number().int(),
});
export type TDashboardOrders = z.infer<typeof ZDashboardOrders>;

export const ZDashboardArbitrators = z.object({ awaiting: z.number().int() });
export type TDashboardArbitrators = z.infer<typeof ZDashboardArbitrators>;

export const ZDashboardMails = z.object({ failed: z.number().int() });
export type TDashboardMails = z.infer<typeof ZDashboardMails>;

// ── activity and timelines ───────────────────────────────────────────────────
/** field → [old, new] */
export const ZChanges = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type TChanges = z.infer<typeof ZChanges>;

export const ZActivityEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  changes: ZChanges,
  created_at: z.string(),
  /** the record's own name where its type and id would mislead ("Nota di credito 2026/0033"), else null */
  record: z.string().nullable(),
});
export type TActivityEntry = z.infer<typeof ZActivityEntry>;
/** An entry of the activity page and the Storico: also its changes as readable lines (labels, names). */
export const ZHistoryEntry = ZActivityEntry.extend({ fields: z.array(ZHistoryLine) });
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** A kind the registry (entities.ts) does not declare, in a trash/activity query or path. */
export const UNKNOWN_KIND = 'Tipo di record sconosciuto';
/** Unknown parameters are refused (400), not ignored: a misspelt filter would list everything. */
export const ZActivityQuery = ZListQuery.extend({
  actor: ZIdText.optional(),
  /** a record type of the registry: the entries of its audit entity names */
  entity: z.enum(ACTIVITY_KIND_LIST, { error: UNKNOWN_KIND }).optional(),
  /** first day included, yyyy-MM-dd (UTC) */
  from: ZWireDate.optional(),
  /** last day included, yyyy-MM-dd (UTC) */
  to: ZWireDate.optional(),
}).strict();
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

export const ZTimelineParam = z.object({
  entity: z.string().regex(/^[a-z_]{1,40}$/),
  id: z.string().regex(/^[\w-]{1,64}$/),
});

export const ZTimelineMail = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  recipients: z.array(z.string()),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const ZTimelinePayment = z.object({
  id: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export const ZTimelineStripeEvent = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  object_id: z.string().nullable(),
});
export const ZTimeline = z.object({
  entries: z.array(ZHistoryEntry),
  mails: z.array(ZTimelineMail),
  payments: z.array(ZTimelinePayment),
  stripe_events: z.array(ZTimelineStripeEvent),
});
export type TTimeline = z.infer<typeof ZTimeline>;

// ── trash ────────────────────────────────────────────────────────────────────
/** Top-level records that go to the trash: the registry's trash kinds (entities.ts). */
export const ZTrashKind = z.enum(TRASH_KIND_LIST, { error: UNKNOWN_KIND });

export const ZTrashItem = z.object({
  kind: ZTrashKind,
  id: z.number().int(),
  title: z.string(),
  deleted_at: z.string(),
});
export type TTrashItem = z.infer<typeof ZTrashItem>;
export const ZTrashQuery = ZListQuery.extend({ kind: ZTrashKind.optional() }).strict();
export const ZTrashParam = z.object({ entity: ZTrashKind, id: ZIdText });
export const RESTORED = 'Elemento ripristinato';
export const RESTORE_CONFLICT = 'Impossibile ripristinare: un altro record usa già gli stessi dati';

// ── search ───────────────────────────────────────────────────────────────────
/** One character is enough for an order number; text searches start at SEARCH_Q_MIN. */
export const ZSearchQuery = z.object({ q: z.string().trim().min(1).max(SEARCH_Q_MAX) }).strict();
export const ZSearchResult = z.object({
  kind: z.enum(SEARCH_KIND_LIST),
  id: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
  /** what the query matched when it is not the label, e.g. "Partecipante: Giuseppe Verdi" */
  matched: z.string().nullable().optional(),
  /** the web route that opens the record */
  url: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** Human labels of audit actions (activity page, Storico); entity labels are the registry's. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Eliminazione',
  restore: 'Ripristino',
  confirm: 'Conferma',
  unconfirm: 'Conferma annullata',
  activate: 'Attivazione',
  pay: 'Pagamento',
  upload: 'Caricamento',
  send_recap: 'Invio riepilogo',
  notify_paid: 'Conferma di pagamento inviata',
  remind: 'Promemoria di pagamento',
  extend_due_date: 'Proroga scadenza',
  password_link: 'Link password',
  password_reset: 'Reset password',
  password_change: 'Cambio password',
  retry: 'Nuovo tentativo',
  import: 'Importazione',
  assign: 'Abbinamento',
  discard: 'Scarto',
  issue: 'Emissione',
  credit_note: 'Nota di credito',
  invoice_blocked: 'Fattura non emessa',
  card_checkout: 'Pagamento con carta avviato',
  payment_method: 'Metodo di pagamento',
  flag: 'Segnalazione',
  close: 'Chiusura',
  expire: 'Scadenza',
  cancel: 'Annullamento',
  record_payment: 'Pagamento registrato',
  reverse_payment: 'Storno del pagamento',
  settle: 'Segnalazione risolta',
  sdi_receipt: 'Notifica SdI',
  sdi_pec_sent: 'Invio a SdI via PEC',
  sdi_pec_refused: 'Invio PEC non recapitato',
  regenerate: 'Rigenerazione',
  export: 'Esportazione per l’invio',
  revoke: 'Chiusura sessione',
  revoke_sessions: 'Chiusura delle sessioni',
  totp_enrolment_started: 'Verifica in due passaggi: attivazione iniziata',
  totp_enrolment_cancelled: 'Verifica in due passaggi: attivazione annullata',
  totp_enabled: 'Verifica in due passaggi attivata',
  totp_disabled: 'Verifica in due passaggi disattivata',
};
