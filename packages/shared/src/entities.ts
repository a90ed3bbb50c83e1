/**
 * The record types of the back-office, each declared once: its Italian names, its web pages, and
 * where it shows up (trash, search everywhere, activity). Trash, search, activity, the Storico
 * and the dashboard build their kinds, labels and links from here, on the server and in the web;
 * the web's route table does too.
 *
 * Adding a record type to the trash, search or activity is an entry here (plus, on the server,
 * the query that lists it there: the compiler asks for it).
 */
export interface EntityDef {
  /** Italian name of one record: "Utente" */
  readonly label: string;
  /** Italian name of several: "Utenti" */
  readonly plural: string;
  /**
   * Web route of its list ('/users'), or null when it has none. One list may show several types
   * (the document area lists documents and texts) and may take a parameter ('/orders/:conferenceId').
   */
  readonly list: string | null;
  /** Web route of one record, with exactly one parameter ('/users/:id'); null when it has no page. */
  readonly detail: string | null;
  /** Deleted records of this type are listed in the trash and restored from there (kind = the key). */
  readonly trash: boolean;
  /** The kind search everywhere answers for it (usually the key), or null when search ignores it. */
  readonly search: string | null;
  /** Offered as a "Tipo di record" filter of the activity page (?entity=key). */
  readonly activity: boolean;
  /** The audit_log / mail_outbox `entity` names that are records of this type. */
  readonly audit: readonly string[];
}

export const ENTITIES = {
  section: {
    label: 'Sezione',
    plural: 'Sezioni',
    list: '/documents',
    detail: '/document/:id',
    trash: true,
    search: null,
    activity: true,
    audit: ['section'],
  },
  judicial_document: {
    label: 'Documento giudiziario',
    plural: 'Documenti giudiziari',
    list: '/document-area',
    detail: null,
    trash: true,
    search: null,
    activity: true,
    audit: ['judicial_document'],
  },
  judicial_text: {
    label: 'Testo giudiziario',
    plural: 'Testi giudiziari',
    list: '/document-area',
    detail: null,
    trash: true,
    search: null,
    activity: true,
    audit: ['judicial_text'],
  },
  conference: {
    label: 'Conferenza',
    plural: 'Conferenze',
    list: '/conferences',
    detail: '/conference/:id',
    trash: true,
    search: 'conference',
    activity: true,
    audit: ['conference'],
  },
  coupon: {
    label: 'Coupon',
    plural: 'Coupon',
    list: '/coupons',
    detail: '/coupons/:id',
    trash: true,
    search: null,
    activity: true,
    audit: ['coupon'],
  },
  order: {
    label: 'Ordine',
    plural: 'Ordini',
    list: '/orders/:conferenceId',
    detail: '/order/:orderId',
    trash: true,
    search: 'order',
    activity: true,
    audit: ['order'],
  },
  user: {
    label: 'Utente',
    plural: 'Utenti',
    list: '/users',
    detail: '/users/:id',
    trash: true,
    search: 'user',
    activity: true,
    audit: ['user'],
  },
  expert: {
    label: 'Esperto',
    plural: 'Esperti',
    list: '/experts',
    detail: '/experts/:id',
    trash: true,
    search: null,
    activity: true,
    audit: ['expert'],
  },
  // A company has no page of its own: it is shown with its membership (search opens that).
  company: {
    label: 'Azienda',
    plural: 'Aziende',
    list: null,
    detail: null,
    trash: true,
    search: 'company',
    activity: true,
    audit: ['company'],
  },
  // The page takes the Stripe id (sub_…) or the database id.
  subscription: {
    label: 'Membership',
    plural: 'Membership',
    list: '/memberships',
    detail: '/memberships/:subscriptionId',
    trash: true,
    search: 'membership',
    activity: true,
    audit: ['subscription'],
  },
  manual_transfer: {
    label: 'Bonifico',
    plural: 'Bonifici',
    list: '/manual-transfers',
    detail: null,
    trash: true,
    search: null,
    activity: true,
    audit: ['manual_transfer'],
  },
  arbitrator: {
    label: 'Arbitrator',
    plural: 'Arbitrator',
    list: '/arbitrators',
    detail: '/arbitrators/:id',
    trash: true,
    search: 'arbitrator',
    activity: true,
    audit: ['arbitrator'],
  },
  file: {
    label: 'File',
    plural: 'File',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['file'],
  },
  prices: {
    label: 'Prezzi',
    plural: 'Prezzi',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['prices'],
  },
  mail: {
    label: 'Email',
    plural: 'Email',
    list: '/mail',
    detail: '/mail/:id',
    trash: false,
    search: null,
    activity: true,
    audit: ['mail'],
  },
  bank_statement: {
    label: 'Estratto conto',
    plural: 'Estratti conto',
    list: '/manual-transfers/statement',
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['bank_statement'],
  },
  bank_statement_line: {
    label: 'Riga estratto conto',
    plural: 'Righe estratto conto',
    list: '/manual-transfers/statement',
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['bank_statement_line'],
  },
  category: {
    label: 'Categoria',
    plural: 'Categorie',
    list: '/categories-languages',
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['category'],
  },
  language: {
    label: 'Lingua',
    plural: 'Lingue',
    list: '/categories-languages',
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['language'],
  },
  invoice: {
    label: 'Fattura',
    plural: 'Fatture',
    list: '/invoices',
    detail: '/invoices/:id',
    trash: false,
    search: null,
    activity: true,
    audit: ['invoice'],
  },
  invoice_settings: {
    label: 'Impostazioni fatturazione',
    plural: 'Impostazioni fatturazione',
    list: '/invoice-settings',
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['invoice_settings'],
  },
  payment: {
    label: 'Pagamento membership',
    plural: 'Pagamenti membership',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['payment'],
  },
  // An admin's session ended from the account page.
  session: {
    label: 'Sessione',
    plural: 'Sessioni',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['session'],
  },
  // A setting kept by its name: 2FA required for every admin, the association's logo and contact address.
  setting: {
    label: 'Impostazione',
    plural: 'Impostazioni',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['setting'],
  },
  // An admin's saved view of a list (its filters, sort and columns under a name).
  saved_view: {
    label: 'Vista salvata',
    plural: 'Viste salvate',
    list: null,
    detail: null,
    trash: false,
    search: null,
    activity: true,
    audit: ['saved_view'],
  },
} as const satisfies Record<string, EntityDef>;

type Entities = typeof ENTITIES;
export type TEntityKind = keyof Entities;
/** Kinds whose deleted records the trash lists. */
export type TTrashKind = { [K in TEntityKind]: Entities[K]['trash'] extends true ? K : never }[TEntityKind];
/** Kinds of search results (the `kind` field on the wire). */
export type TSearchKind = Exclude<Entities[TEntityKind]['search'], null>;
/** Record types search everywhere looks into (registry keys). */
export type TSearchableKind = {
  [K in TEntityKind]: Entities[K]['search'] extends null ? never : K;
}[TEntityKind];
/** Kinds with a page of their own. */
export type TDetailKind = {
  [K in TEntityKind]: Entities[K]['detail'] extends null ? never : K;
}[TEntityKind];
/** Kinds with a list page. */
export type TListKind = { [K in TEntityKind]: Entities[K]['list'] extends null ? never : K }[TEntityKind];
/** Kinds the activity page filters by. */
export type TActivityKind = {
  [K in TEntityKind]: Entities[K]['activity'] extends true ? K : never;
}[TEntityKind];

type NonEmpty<T> = [T, ...T[]];
const def = (kind: TEntityKind): EntityDef => ENTITIES[kind];

/** Every kind, in the registry's order (the order filters offer them). */
export const ENTITY_KINDS = Object.keys(ENTITIES) as NonEmpty<TEntityKind>;
export const TRASH_KIND_LIST = ENTITY_KINDS.filter((k) => def(k).trash) as NonEmpty<TTrashKind>;
export const SEARCHABLE_KIND_LIST = ENTITY_KINDS.filter(
  (k) => def(k).search !== null,
) as NonEmpty<TSearchableKind>;
export const SEARCH_KIND_LIST = SEARCHABLE_KIND_LIST.map((k) => def(k).search) as NonEmpty<TSearchKind>;
export const ACTIVITY_KIND_LIST = ENTITY_KINDS.filter((k) => def(k).activity) as NonEmpty<TActivityKind>;

const labelsOf = <K extends string>(pairs: [K, TEntityKind][]) =>
  Object.fromEntries(pairs.map(([key, kind]) => [key, def(kind).label])) as Record<K, string>;

/** Trash kind → Italian label. */
export const TRASH_KINDS = labelsOf(TRASH_KIND_LIST.map((k) => [k, k]));
/** Search result kind → Italian label. */
export const SEARCH_KINDS = labelsOf(SEARCHABLE_KIND_LIST.map((k) => [def(k).search as TSearchKind, k]));
/** Activity filter value → Italian label, in the registry's order. */
export const ACTIVITY_KINDS = labelsOf(ACTIVITY_KIND_LIST.map((k) => [k, k]));

const BY_AUDIT = new Map<string, TEntityKind>(
  ENTITY_KINDS.flatMap((kind) => def(kind).audit.map((name) => [name, kind] as const)),
);
const BY_SEARCH = new Map<string, TSearchableKind>(
  SEARCHABLE_KIND_LIST.map((k) => [def(k).search as string, k]),
);

/** Audit entity name (audit_log.entity, mail_outbox.entity) → Italian label. */
export const ENTITY_LABELS: Record<string, string> = Object.fromEntries(
  [...BY_AUDIT].map(([name, kind]) => [name, def(kind).label]),
);

export const isEntityKind = (value: string): value is TEntityKind => Object.hasOwn(ENTITIES, value);
/** The record type an audit entity name stands for. */
export const kindOfAuditEntity = (entity: string): TEntityKind | undefined => BY_AUDIT.get(entity);
/** The record type a search result kind stands for. */
export const kindOfSearchKind = (kind: string): TSearchableKind | undefined => BY_SEARCH.get(kind);
/** The audit entity names of one record type. */
export const auditEntitiesOf = (kind: TEntityKind): readonly string[] => def(kind).audit;
/** Italian label of an audit entity name, or the name itself when the registry does not know it. */
export const entityLabel = (entity: string): string => {
  const kind = kindOfAuditEntity(entity);
  return kind ? def(kind).label : entity;
};

/** A route pattern with its one parameter filled in ('/users/:id', 7 → '/users/7'). */
export function fillRoute(pattern: string, id: string | number): string {
  return pattern.replace(/:[A-Za-z]\w*/, encodeURIComponent(String(id)));
}
/** The part of a route pattern before its parameter ('/document/:id' → '/document/'). */
export const routePrefix = (pattern: string): string => pattern.replace(/:[A-Za-z]\w*.*$/, '');

/** Web page of one record, or null when it has none. */
export function detailPath(kind: TDetailKind, id: string | number): string;
export function detailPath(kind: TEntityKind, id: string | number): string | null;
export function detailPath(kind: TEntityKind, id: string | number): string | null {
  const { detail } = def(kind);
  return detail === null ? null : fillRoute(detail, id);
}

/** Web list of a record type, optionally searched/filtered (?q=…); null without a plain list. */
export function listPath(kind: TEntityKind, query?: Record<string, string>): string | null {
  const { list } = def(kind);
  if (list === null || list.includes(':')) return null;
  const search = Object.entries(query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${list}?${search}` : list;
}

/** Where a link to one record goes: its page, else the list that shows it, else nowhere. */
export const recordPath = (kind: TEntityKind, id: string | number): string | null =>
  detailPath(kind, id) ?? listPath(kind);

/** Web route of a record named by its audit entity, or null when it has no page of its own. */
export function entityUrl(entity: string, id: string | number): string | null {
  const kind = kindOfAuditEntity(entity);
  return kind ? recordPath(kind, id) : null;
}

/** What a missing record's 404 says: "Conferenza inesistente (id 999): forse è nel cestino." */
export function missingRecordText(kind: TEntityKind, id: string | number): string {
  const { label, trash } = def(kind);
  return `${label} inesistente (id ${id})${trash ? ': forse è nel cestino.' : '.'}`;
}
