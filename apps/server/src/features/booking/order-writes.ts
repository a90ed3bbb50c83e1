import type { TBookingParticipant, TLocale, TOrderBillingSnapshot } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  manualTransfers,
  orders,
  participantIntolerances,
  participantOptionals,
  participants,
  participantWorkshops,
} from '../../db/schema/index.ts';
import { newCreditorReference } from '../../lib/creditor-reference.ts';
import { newPublicToken } from '../../lib/tokens.ts';
import type { PricedBooking } from './pricing.ts';

/** The rows of a booked order: the order, its participants and their choices, its pending transfer. */

export interface OrderRow {
  priced: PricedBooking;
  companyId: number | null;
  billing: TOrderBillingSnapshot;
  contactEmail: string;
  paymentMethod: string;
  /** null when nothing is due */
  dueDate: string | null;
  bookedBy: number | null;
  /** the booker's language: every mail about the order is in it */
  language: TLocale;
}

/** A one-line address of the company as booked: the participants' `company_address`. */
function addressLine(c: TOrderBillingSnapshot['company']): string | null {
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  return [c.address, place].filter(Boolean).join(', ') || null;
}

export async function insertOrder(tx: Db, o: OrderRow): Promise<{ id: number; token: string }> {
  const token = newPublicToken();
  const free = o.priced.quote.total === 0;
  const [row] = await tx
    .insert(orders)
    .values({
      conferenceId: o.priced.conference.id,
      companyId: o.companyId,
      price: o.priced.quote.total,
      couponCode: o.priced.coupon?.code ?? null,
      couponId: o.priced.coupon?.id ?? null,
      discount: o.priced.discount,
      stampDuty: o.priced.stampDuty,
      // nothing to pay: paid at once, with no transfer to wait for and no invoice of zero
      status: free ? 'paid' : 'awaiting_payment',
      paidAt: free ? sql`now()` : null,
      publicToken: token,
      contactEmail: o.contactEmail,
      paymentMethod: o.paymentMethod,
      dueDate: o.dueDate,
      billing: o.billing,
      bookedBy: o.bookedBy,
      language: o.language,
    })
    .returning({ id: orders.id });
  return { id: row.id, token };
}

/** The participants in their order, each with the fee charged, optionals (as booked) and workshops. */
export async function insertParticipants(
  tx: Db,
  orderId: number,
  people: TBookingParticipant[],
  o: OrderRow,
): Promise<void> {
  const companyAddress = addressLine(o.billing.company);
  const inserted = await tx
    .insert(participants)
    .values(
      people.map((p, position) => {
        const priced = o.priced.participants[position];
        return {
          orderId,
          position,
          userId: priced.user?.id ?? null,
          name: p.name,
          surname: p.surname,
          email: p.email,
          phone: p.phone,
          companyFounder: priced.user?.company_founder ?? 0,
          companyAddress,
          feeKind: priced.feeKind,
          fee: priced.fee,
          attendance: p.attendance,
        };
      }),
    )
    .returning({ id: participants.id, position: participants.position });
  const idAt = new Map(inserted.map((r) => [r.position, r.id]));
  const chosen = o.priced.participants.flatMap((p, position) =>
    p.optionals.map((opt) => ({ participantId: idAt.get(position)!, opt })),
  );
  if (chosen.length > 0) {
    const rows = await tx
      .insert(participantOptionals)
      .values(
        chosen.map(({ participantId, opt }) => ({
          participantId,
          optionalId: opt.id,
          title: opt.title,
          quantity: opt.quantity,
          price: opt.price,
        })),
      )
      .returning({
        id: participantOptionals.id,
        participantId: participantOptionals.participantId,
        optionalId: participantOptionals.optionalId,
      });
    // one row per (participant, optional): the booking refuses an optional twice for one person
    const rowOf = new Map(rows.map((r) => [`${r.participantId}:${r.optionalId}`, r.id]));
    const notes = chosen.flatMap(({ participantId, opt }) =>
      opt.intolerances.map((info, position) => ({
        participantOptionalId: rowOf.get(`${participantId}:${opt.id}`)!,
        position,
        intoleranceInfo: info,
      })),
    );
    if (notes.length > 0) await tx.insert(participantIntolerances).values(notes);
  }
  const workshops = o.priced.participants.flatMap((p, position) =>
    p.workshops.map((w) => ({ participantId: idAt.get(position)!, workshopId: w.id, title: w.title })),
  );
  if (workshops.length > 0) await tx.insert(participantWorkshops).values(workshops);
}

/**
 * The pending CONFERENCE transfer the back-office lists at once: its remittance reason (`data.order`
 * on the wire) is the order's new RF reference, unique to this payment (drawn again on a clash).
 */
export async function insertTransfer(
  tx: Db,
  t: { orderId: number; userId: number | null; email: string; amount: number; dueDate: string },
): Promise<{ id: number; reference: string }> {
  for (;;) {
    const reference = newCreditorReference();
    const [row] = await tx
      .insert(manualTransfers)
      .values({
        type: 'CONFERENCE',
        orderId: t.orderId,
        userId: t.userId,
        email: t.email,
        reason: reference,
        reference,
        amount: t.amount,
        dueDate: t.dueDate,
      })
      .onConflictDoNothing({ target: manualTransfers.reference })
      .returning({ id: manualTransfers.id });
    if (row) return { id: row.id, reference };
  }
}
