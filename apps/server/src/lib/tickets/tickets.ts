import { randomBytes } from 'node:crypto';
import type { TLocale } from '@app/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conferences,
  orders,
  participants,
  participantWorkshops,
  tickets,
  users,
} from '../../db/schema/index.ts';
import { localeOf } from '../mail/words.ts';

/**
 * Tickets: one per participant of a paid order, with an unguessable code (16 random bytes,
 * base64url: 22 characters). The one reader of a ticket with what its PDF, its check-in and its
 * certificate need, shared by the order page, the mails and the attendance feature.
 */

export const newTicketCode = () => randomBytes(16).toString('base64url');

/** Issues the order's missing tickets (a participant keeps the ticket they have). */
export async function issueTickets(tx: Db, orderId: number): Promise<void> {
  const people = await tx
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.orderId, orderId));
  if (people.length === 0) return;
  await tx
    .insert(tickets)
    .values(people.map((p) => ({ participantId: p.id, code: newTicketCode() })))
    .onConflictDoNothing({ target: tickets.participantId });
}

export interface TicketView {
  id: number;
  code: string;
  participantId: number;
  orderId: number;
  orderStatus: string;
  publicToken: string | null;
  /** the order's language: the ticket and the certificate are written in it */
  language: TLocale;
  name: string;
  surname: string;
  email: string;
  attendance: 'in_person' | 'streaming';
  workshops: string[];
  fiscalCode: string | null;
  checkedInAt: Date | null;
  checkedInHow: string | null;
  certificateMailedAt: Date | null;
  conference: {
    id: number;
    title: string;
    /** the English title, when the conference has one */
    title_en: string | null;
    city: string;
    date_start: string;
    date_end: string;
    credits: number | null;
    credits_ethics: boolean;
    accrediting_body: string | null;
    hours: number | null;
  };
}

const ticketColumns = {
  id: tickets.id,
  code: tickets.code,
  participantId: participants.id,
  orderId: orders.id,
  orderStatus: orders.status,
  publicToken: orders.publicToken,
  language: orders.language,
  name: participants.name,
  surname: participants.surname,
  email: participants.email,
  attendance: participants.attendance,
  fiscalCode: users.fiscalCode,
  checkedInAt: tickets.checkedInAt,
  checkedInHow: tickets.checkedInHow,
  certificateMailedAt: tickets.certificateMailedAt,
  position: participants.position,
  conference: {
    id: conferences.id,
    title: conferences.title,
    title_en: conferences.titleEn,
    city: conferences.city,
    date_start: conferences.dateStart,
    date_end: conferences.dateEnd,
    credits: conferences.credits,
    credits_ethics: conferences.creditsEthics,
    accrediting_body: conferences.accreditingBody,
    hours: conferences.hours,
  },
};

/** Tickets of live orders matching `where`, in order and participant order, with their workshops. */
export async function readTickets(db: Db, where: ReturnType<typeof and>): Promise<TicketView[]> {
  const rows = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(participants, eq(participants.id, tickets.participantId))
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .leftJoin(users, eq(users.id, participants.userId))
    .where(and(isNull(orders.deletedAt), where))
    .orderBy(asc(orders.id), asc(participants.position));
  const ids = rows.map((r) => r.participantId);
  const ws = ids.length
    ? await db
        .select({ participantId: participantWorkshops.participantId, title: participantWorkshops.title })
        .from(participantWorkshops)
        .where(inArray(participantWorkshops.participantId, ids))
        .orderBy(asc(participantWorkshops.id))
    : [];
  return rows.map(({ position: _, ...r }) => ({
    ...r,
    language: localeOf(r.language),
    attendance: r.attendance as TicketView['attendance'],
    workshops: ws.filter((w) => w.participantId === r.participantId).map((w) => w.title),
  }));
}

export const orderTickets = (db: Db, orderId: number) => readTickets(db, and(eq(orders.id, orderId)));

export const ticketByCode = async (db: Db, code: string) =>
  (await readTickets(db, and(eq(tickets.code, code))))[0] ?? null;

/** A ticket of the token's order (never another order's). */
export const tokenTicket = async (db: Db, token: string, ticketId: number) =>
  (await readTickets(db, and(eq(orders.publicToken, token), eq(tickets.id, ticketId))))[0] ?? null;

export const ticketPdfUrl = (publicUrl: string, token: string, ticketId: number) =>
  `${publicUrl}/api/public/orders/${token}/tickets/${ticketId}/pdf`;
export const ticketQrUrl = (publicUrl: string, token: string, ticketId: number) =>
  `${publicUrl}/api/public/orders/${token}/tickets/${ticketId}/qr.svg`;
export const certificateUrl = (publicUrl: string, token: string, ticketId: number) =>
  `${publicUrl}/api/public/orders/${token}/tickets/${ticketId}/certificate`;

/** Whether the ticket's holder attended (checked in at the door or marked by an admin). */
export const attended = (t: Pick<TicketView, 'checkedInAt'>) => t.checkedInAt !== null;

/** Tickets whose certificate is due by mail: attended, conference ended before `today`, not yet mailed. */
export async function certificatesDue(db: Db, today: string, limit: number) {
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(participants, eq(participants.id, tickets.participantId))
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(
      and(
        isNull(orders.deletedAt),
        eq(orders.status, 'paid'),
        sql`${tickets.checkedInAt} is not null`,
        isNull(tickets.certificateMailedAt),
        sql`${conferences.dateEnd} < ${today}`,
      ),
    )
    .orderBy(asc(tickets.id))
    .limit(limit);
}
