import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import {
  editable,
  fileRef,
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
  },
  (t) => [
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
  },
  (t) => [index('conference_workshops_conf_idx').on(t.conferenceId)],
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
    ...editable(),
  },
  (t) => [
    index('orders_conference_idx').on(t.conferenceId, t.createdAt),
    check('orders_price_ck', sql`${t.price} >= 0 and ${t.discount} >= 0`),
  ],
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
  },
  (t) => [unique('participants_position_uq').on(t.orderId, t.position)],
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
  (t) => [index('participant_workshops_participant_idx').on(t.participantId)],
);
