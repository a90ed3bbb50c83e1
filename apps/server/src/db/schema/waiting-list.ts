import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { parentRef, ref, serialId, timestamps, timestamptz } from './common.ts';
import { conferences, conferenceWorkshops, orders } from './conferences.ts';

/**
 * The waiting lists (decision 0035): one row per person waiting for seats of a full conference
 * (workshop_id null) or of one of its workshops, in line by id. When seats come back the first in
 * line is offered them: status `offered`, a token for the link, and until `offer_expires_at` the
 * seats are held (counted as taken by every seat count). The offer ends booked (order_id), expired
 * (passed to the next) or withdrawn.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    ...serialId(),
    conferenceId: parentRef('conference_id', () => conferences.id),
    /** the workshop waited for; null: the conference's in-person seats */
    workshopId: ref('workshop_id', () => conferenceWorkshops.id, 'cascade'),
    /** lower-cased */
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('waiting'),
    /** the offer's capability, sha256 of the token in the link */
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    /** the order booked with the offer */
    orderId: ref('order_id', () => orders.id, 'set null'),
    /** the language the offer's mail is written in (it, en): the one of the request that joined */
    language: text('language').notNull().default('it'),
    ...timestamps(),
  },
  (t) => [
    check('waiting_list_status_ck', sql`${t.status} in ('waiting','offered','booked','expired','withdrawn')`),
    check('waiting_list_quantity_ck', sql`${t.quantity} between 1 and 50`),
    // one live entry per e-mail per conference and workshop (0 standing for the conference's own line)
    uniqueIndex('waiting_list_live_email_uq')
      .on(t.conferenceId, sql`coalesce(${t.workshopId}, 0)`, t.email)
      .where(sql`${t.status} in ('waiting','offered')`),
    uniqueIndex('waiting_list_offer_token_uq').on(t.offerTokenHash),
    index('waiting_list_line_idx').on(t.conferenceId, t.status, t.id),
  ],
);
