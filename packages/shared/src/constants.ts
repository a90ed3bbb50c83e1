/** Business constants, named once for both sides. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** An upload of SdI notifications (one XML or a ZIP of a month of them). */
export const MAX_SDI_RECEIPTS_BYTES = 10 * 1024 * 1024;
/** A request body other than an upload (JSON). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const UPLOAD_TOO_LARGE_ALERT = 'File size exceeds 2 MiB';
export const SNACKBAR_MS = 3000;
export const DRAWER_WIDTH = 240;

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

export const PROFILES = ['client', 'expert', 'admin', 'arbitrator'] as const;
export type TProfile = (typeof PROFILES)[number];
export const PROFILE_LABELS: Record<TProfile, string> = {
  client: 'Member',
  expert: 'Expert',
  admin: 'Admin',
  arbitrator: 'Arbitrator',
};

export const USER_STATUSES = ['trialing', 'active', 'canceled', 'incomplete_expired'] as const;
export const MEMBERSHIP_STATUSES = [
  'active',
  'trialing',
  'canceled',
  'unpaid',
  'incomplete_expired',
] as const;
/** Stripe's full set; the list filter offers MEMBERSHIP_STATUSES. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One membership's (or user's) status in Italian, wherever a screen or a file shows it: lists,
 * filters, chips, editors, exports. The wire and the filters keep Stripe's value.
 */
export const SUBSCRIPTION_STATUS_LABEL: Record<TSubscriptionStatus, string> = {
  active: 'Attiva',
  trialing: 'In prova',
  canceled: 'Annullata',
  unpaid: 'Non pagata',
  incomplete: 'Incompleta',
  incomplete_expired: 'Scaduta (incompleta)',
  past_due: 'Pagamento in ritardo',
  paused: 'In pausa',
};

/** The Italian label of a status value; an unknown value (a new Stripe status) as it is. */
export const subscriptionStatusLabel = (status: string | null | undefined): string =>
  status ? (SUBSCRIPTION_STATUS_LABEL[status as TSubscriptionStatus] ?? status) : '';

/**
 * A count of memberships of one status ("4 Attive"): the dashboard's figures and its chart legend
 * name each status with these, the plural of SUBSCRIPTION_STATUS_LABEL.
 */
export const SUBSCRIPTION_STATUS_PLURAL: Record<TSubscriptionStatus, string> = {
  active: 'Attive',
  trialing: 'In prova',
  canceled: 'Annullate',
  unpaid: 'Non pagate',
  incomplete: 'Incomplete',
  incomplete_expired: 'Scadute (incomplete)',
  past_due: 'Pagamento in ritardo',
  paused: 'In pausa',
};

/** The plural label of a status value; an unknown value as it is. */
export const subscriptionStatusPlural = (status: string): string =>
  SUBSCRIPTION_STATUS_PLURAL[status as TSubscriptionStatus] ?? status;

/** A membership payment's (Stripe invoice's) status in Italian. */
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  paid: 'Pagato',
  open: 'Da pagare',
  void: 'Annullato',
  uncollectible: 'Non riscuotibile',
  draft: 'Bozza',
};

export const TERRITORIES = ['Italy', 'UE', 'Extra UE'] as const;
export const INVOICE_TYPES = ['individual', 'company', 'law firm', 'lawyer', 'association', 'other'] as const;
export const WORKING_AT = ['company', 'law firm', 'other'] as const;
export const MEMBER_TYPES = ['Member', 'Additional Member'] as const;

export const VAT_RULES = ['all', 'italians'] as const;
export const CONFERENCE_COUNTRIES = ['italy', 'abroad'] as const;
export const PRICE_KINDS = [
  'PRICE_CONFERENCE_MEMBER',
  'PRICE_CONFERENCE_EXPERT',
  'PRICE_CONFERENCE_GUESTS',
  'PRICE_CONFERENCE_SPEAKER',
  'PRICE_CONFERENCE_STREAMING',
] as const;

export const TRANSFER_TYPES = ['MEMBERSHIP', 'CONFERENCE'] as const;
export const ARBITRATOR_GROUPS = ['Chair/sole arbitrators', 'Party appointed arbitrators'] as const;

/** File classes accepted by POST /api/upload, sniffed by content. */
export const DOCUMENT_ACCEPT = '.doc,.docx,.pdf';
export const IMAGE_ACCEPT = 'image/*';
