import { CHECKIN_MSG, romeWireDate, type TAttendee } from '@app/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TicketView, ticketByCode } from '../../lib/tickets/tickets.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

type How = 'door' | 'marked' | 'import';

export const toAttendee = (t: TicketView): TAttendee => ({
  ticket_id: t.id,
  order_id: t.orderId,
  name: t.name,
  surname: t.surname,
  email: t.email,
  attendance: t.attendance,
  workshops: t.workshops,
  order_status: t.orderStatus,
  checked_in_at: t.checkedInAt?.toISOString() ?? null,
  checked_in_how: (t.checkedInHow as TAttendee['checked_in_how']) ?? null,
});

/** Why a ticket of this order does not check in, or null when its order is paid. */
function orderRefusal(status: string): string | null {
  if (status === 'paid') return null;
  if (status === 'cancelled') return CHECKIN_MSG.cancelled;
  if (status === 'expired') return CHECKIN_MSG.expired;
  return CHECKIN_MSG.unpaid;
}

/**
 * Checks a ticket in: unknown → 404; another conference than the one checked in, an order not paid
 * (cancelled, expired, reversed) or a ticket already used → 409 saying why (when it was used). The
 * update takes the ticket only while it is unused: of two scans at once exactly one wins, the other
 * reads the winner's time.
 */
export async function checkIn(
  tx: Db,
  audit: AuditRecorder,
  input: { ticket: TicketView | null; conferenceId?: number; userId: number | null; how: How },
) {
  const t = input.ticket;
  if (!t) throw new AppError('not_found', CHECKIN_MSG.unknown);
  const participant = toAttendee(t);
  const conference = { id: t.conference.id, title: t.conference.title };
  if (input.conferenceId !== undefined && input.conferenceId !== t.conference.id) {
    throw new AppError('conflict', CHECKIN_MSG.otherConference(t.conference.title), {
      reason: 'other_conference',
      participant,
      conference,
    });
  }
  const refusal = orderRefusal(t.orderStatus);
  if (refusal)
    throw new AppError('conflict', refusal, { reason: `order_${t.orderStatus}`, participant, conference });
  const now = new Date();
  const [won] = await tx
    .update(tickets)
    .set({ checkedInAt: now, checkedInBy: input.userId, checkedInHow: input.how })
    .where(and(eq(tickets.id, t.id), isNull(tickets.checkedInAt)))
    .returning({ at: tickets.checkedInAt });
  if (!won?.at) {
    const [used] = await tx.select({ at: tickets.checkedInAt }).from(tickets).where(eq(tickets.id, t.id));
    const at = used?.at ?? t.checkedInAt ?? now;
    const sameDay = romeWireDate(at) === romeWireDate(now);
    throw new AppError('conflict', CHECKIN_MSG.already(at, sameDay), {
      reason: 'already_checked_in',
      checked_in_at: at.toISOString(),
      participant: { ...participant, checked_in_at: at.toISOString() },
      conference,
    });
  }
  audit.record({
    entity: 'order',
    entityId: t.orderId,
    action: 'checkin',
    after: { ticket_id: t.id, participant: `${t.name} ${t.surname}`, how: input.how },
  });
  return {
    participant: { ...participant, checked_in_at: won.at.toISOString(), checked_in_how: input.how },
    conference,
  };
}

/** Checks in by the code a door scanned or a volunteer typed. */
export async function checkInCode(
  tx: Db,
  audit: AuditRecorder,
  code: string,
  conferenceId: number | undefined,
  userId: number | null,
) {
  return checkIn(tx, audit, { ticket: await ticketByCode(tx, code), conferenceId, userId, how: 'door' });
}

/** An admin undoes a check-in made by mistake (audited with the time it undoes). */
export async function undoCheckIn(tx: Db, audit: AuditRecorder, t: TicketView | null) {
  if (!t) throw new AppError('not_found', CHECKIN_MSG.ticketNotFound);
  const [undone] = await tx
    .update(tickets)
    .set({ checkedInAt: null, checkedInBy: null, checkedInHow: null })
    .where(and(eq(tickets.id, t.id), isNotNull(tickets.checkedInAt)))
    .returning({ id: tickets.id });
  if (!undone) throw new AppError('conflict', CHECKIN_MSG.notCheckedIn);
  audit.record({
    entity: 'order',
    entityId: t.orderId,
    action: 'checkin_undo',
    before: { ticket_id: t.id, checked_in_at: t.checkedInAt?.toISOString() ?? null, how: t.checkedInHow },
    after: { ticket_id: t.id, checked_in_at: null },
  });
  return { ...toAttendee(t), checked_in_at: null, checked_in_how: null };
}
