import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { created, parentRef, ref, serialId, timestamptz } from './common.ts';
import { participants } from './conferences.ts';
import { users } from './users.ts';

/**
 * A participant's ticket, issued when their order is paid: an unguessable code (the QR on the
 * ticket), whether and when they were checked in (at the door, or marked by an admin for streaming),
 * and whether their attendance certificate was mailed. A cancelled or unpaid order's ticket stays
 * but does not check in: the order's status is read at each scan.
 */
export const tickets = pgTable(
  'tickets',
  {
    ...serialId(),
    participantId: parentRef('participant_id', () => participants.id).unique(),
    /** base64url of 16 random bytes */
    code: text('code').notNull().unique(),
    ...created(),
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: ref('checked_in_by', () => users.id, 'set null'),
    /** door (scan or typed at the Accoglienza), marked (an admin, e.g. streaming), import (a streaming list) */
    checkedInHow: text('checked_in_how'),
    /** the certificate's mail was queued (once, when the conference has ended) */
    certificateMailedAt: timestamptz('certificate_mailed_at'),
  },
  (t) => [
    index('tickets_checked_in_idx').on(t.checkedInAt),
    check(
      'tickets_checked_in_how_ck',
      sql`${t.checkedInHow} is null or ${t.checkedInHow} in ('door','marked','import')`,
    ),
  ],
);
