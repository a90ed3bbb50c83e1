import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  created,
  editable,
  fileRef,
  live,
  lower,
  parentRef,
  position,
  ref,
  serialId,
  stampedAt,
  timestamptz,
  versioned,
} from './common.ts';
import { companies } from './memberships.ts';
import { users } from './users.ts';

export const conferences = pgTable(
  'conferences',
  {
    ...serialId(),
    title: text('title').notNull(),
    vatRule: text('vat_rule').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    description: text('description').notNull(),
    image: fileRef('image').notNull(),
    dateStart: date('date_start').notNull(),
    dateEnd: date('date_end').notNull(),
    /** full price, cents */
    price: integer('price').notNull(),
    streaming: boolean('streaming').notNull().default(false),
    active: boolean('active').notNull().default(false),
    ...editable(),
    /** in-person seats; null = unlimited */
    seats: integer('seats'),
    /** training credits the attendance certificate states (beyond SPEC); null = none stated */
    credits: numeric('credits', { precision: 5, scale: 1, mode: 'number' }),
    /** the credits are of ethics (deontologia) */
    creditsEthics: boolean('credits_ethics').notNull().default(false),
    /** who accredited the event (e.g. the bar council) */
    accreditingBody: text('accrediting_body'),
    /** hours of training */
    hours: numeric('hours', { precision: 5, scale: 1, mode: 'number' }),
    /** the English title and text the site shows to an English reader; null: the Italian shows */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
  },
  (t) => [
    check('conferences_seats_ck', sql`${t.seats} is null or ${t.seats} >= 0`),
    index('conferences_title_idx').on(lower(t.title), t.id),
    index('conferences_date_idx').on(t.dateStart),
    check('conferences_dates_ck', sql`${t.dateEnd} >= ${t.dateStart}`),
    check('conferences_vat_ck', sql`${t.vatRule} in ('all','italians')`),
    check('conferences_country_ck', sql`${t.country} in ('italy','abroad')`),
    check(
      'conferences_country_vat_ck',
      sql`(${t.country} = 'italy' and ${t.vatRule} = 'all') or (${t.country} = 'abroad' and ${t.vatRule} = 'italians')`,
    ),
    check('conferences_price_ck', sql`${t.price} >= 0`),
  ],
);

export const conferenceOptionals = pgTable(
  'conference_optionals',
  {
    ...serialId(),
    conferenceId: parentRef('conference_id', () => conferences.id),
    position: position(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    /** null: the Italian title shows */
    titleEn: text('title_en'),
  },
  (t) => [
    index('conference_optionals_conf_idx').on(t.conferenceId),
    check('optional_price_ck', sql`${t.price} >= 0`),
  ],
);

export const conferenceWorkshops = pgTable(
  'conference_workshops',
  {
    ...serialId(),
    conferenceId: parentRef('conference_id', () => conferences.id),
    position: position(),
    title: text('title').notNull(),
    /** null = unlimited */
    seats: integer('seats'),
    /** null: the Italian title shows */
    titleEn: text('title_en'),
  },
  (t) => [
    index('conference_workshops_conf_idx').on(t.conferenceId),
    check('conference_workshops_seats_ck', sql`${t.seats} is null or ${t.seats} >= 0`),
  ],
);

/** The five PRICE_CONFERENCE_* kinds, cents. */
export const globalPrices = pgTable(
  'global_prices',
  {
    kind: text('kind').primaryKey(),
    price: integer('price').notNull(),
    ...versioned(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [check('global_prices_price_ck', sql`${t.price} >= 0`)],
);

export const orders = pgTable(
  'orders',
  {
    ...serialId(),
    conferenceId: ref('conference_id', () => conferences.id).notNull(),
    companyId: ref('company_id', () => companies.id),
    paidAt: timestamptz('paid_at'),
    /** total, cents */
    price: integer('price').notNull(),
    couponCode: text('coupon_code'),
    discount: integer('discount').notNull().default(0),
    /**
     * cents of imposta di bollo charged to the customer, part of `price`: decided when the order is
     * priced (shared stampDuty), so an order's total stays what was paid whatever the settings say later
     */
    stampDuty: integer('stamp_duty').notNull().default(0),
    ...editable(),
    /** the order's life (ORDER_STATES): awaiting_payment, paid, expired, cancelled */
    status: text('status').notNull().default('awaiting_payment'),
    /** the capability in the order page's link (/area/ordini/{token}); null for back-office orders */
    publicToken: text('public_token').unique(),
    /** who is told: the booker's e-mail (the first participant's by default) */
    contactEmail: text('contact_email'),
    /** bank_transfer, card, or how an admin recorded it (cash, pos, desk_card, cheque) */
    paymentMethod: text('payment_method'),
    /** last day to pay by bank transfer (PAYMENT_DAYS after booking, an admin may extend it) */
    dueDate: date('due_date'),
    /** the customer as booked (company and billing information): the invoice bills exactly this */
    billing: jsonb('billing'),
    couponId: ref('coupon_id', () => coupons.id),
    /** the signed-in member who booked, when one did */
    bookedBy: ref('booked_by', () => users.id),
    /** the booker's language (it, en): every mail about the order is written in it */
    language: text('language').notNull().default('it'),
  },
  (t) => [
    index('orders_conference_idx').on(t.conferenceId, t.createdAt),
    index('orders_status_idx').on(t.status, t.dueDate),
    check('orders_price_ck', sql`${t.price} >= 0 and ${t.discount} >= 0`),
    check('orders_status_ck', sql`${t.status} in ('awaiting_payment','paid','expired','cancelled')`),
    check('orders_stamp_duty_ck', sql`${t.stampDuty} >= 0`),
    check('orders_language_ck', sql`${t.language} in ('it','en')`),
  ],
);

/** A discount code: a fixed amount (cents) or a percent, for one conference or all. */
export const coupons = pgTable(
  'coupons',
  {
    ...serialId(),
    code: text('code').notNull(),
    discount: integer('discount'),
    percent: integer('percent'),
    conferenceId: ref('conference_id', () => conferences.id),
    validUntil: date('valid_until'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    ...editable(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(lower(t.code)).where(live(t)),
    check(
      'coupons_amount_ck',
      sql`(${t.discount} is not null and ${t.discount} > 0 and ${t.percent} is null) or (${t.percent} is not null and ${t.percent} between 1 and 100 and ${t.discount} is null)`,
    ),
    check(
      'coupons_uses_ck',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.uses} <= ${t.maxUses}))`,
    ),
  ],
);

/** A public write's answer by its Idempotency-Key: a retried POST answers the first result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body: the same key with another body is a conflict */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    ...created(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const participants = pgTable(
  'participants',
  {
    ...serialId(),
    orderId: parentRef('order_id', () => orders.id),
    position: position(),
    userId: ref('user_id', () => users.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyFounder: smallint('company_founder').notNull().default(0),
    companyAddress: text('company_address'),
    /** the price kind of this participant's fee (member, expert, guest, streaming, speaker) */
    feeKind: text('fee_kind'),
    /** this participant's fee, cents: the order's lines add up to its total */
    fee: integer('fee').notNull().default(0),
    /** in_person (takes a seat) or streaming */
    attendance: text('attendance').notNull().default('in_person'),
  },
  (t) => [
    unique('participants_position_uq').on(t.orderId, t.position),
    check('participants_attendance_ck', sql`${t.attendance} in ('in_person','streaming')`),
  ],
);

export const participantOptionals = pgTable(
  'participant_optionals',
  {
    ...serialId(),
    participantId: parentRef('participant_id', () => participants.id),
    optionalId: ref('optional_id', () => conferenceOptionals.id),
    /** title and unit price as booked */
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    index('participant_optionals_participant_idx').on(t.participantId),
    check('participant_optionals_qty_ck', sql`${t.quantity} >= 0 and ${t.price} >= 0`),
  ],
);

export const participantIntolerances = pgTable(
  'participant_intolerances',
  {
    ...serialId(),
    participantOptionalId: parentRef('participant_optional_id', () => participantOptionals.id),
    position: position(),
    intoleranceInfo: text('intolerance_info').notNull(),
  },
  (t) => [index('participant_intolerances_optional_idx').on(t.participantOptionalId)],
);

export const participantWorkshops = pgTable(
  'participant_workshops',
  {
    ...serialId(),
    participantId: parentRef('participant_id', () => participants.id),
    workshopId: ref('workshop_id', () => conferenceWorkshops.id),
    title: text('title').notNull(),
  },
  (t) => [
    index('participant_workshops_participant_idx').on(t.participantId),
    // a workshop's seats taken, counted under its lock at every booking
    index('participant_workshops_workshop_idx').on(t.workshopId),
  ],
);
