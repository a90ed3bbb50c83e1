import type { TOrderParticipant } from '@app/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  participantIntolerances,
  participantOptionals,
  participants,
  participantWorkshops,
} from '../db/schema/index.ts';

/**
 * An order's participants in order, with their fee, optionals (intolerances in order) and
 * workshops: the one reader of them for the detail, its e-mail and its invoice.
 */
export async function loadParticipants(db: Db, orderId: number): Promise<TOrderParticipant[]> {
  const people = await db
    .select()
    .from(participants)
    .where(eq(participants.orderId, orderId))
    .orderBy(asc(participants.position));
  const ids = people.map((p) => p.id);
  const optionals = ids.length
    ? await db
        .select()
        .from(participantOptionals)
        .where(inArray(participantOptionals.participantId, ids))
        .orderBy(asc(participantOptionals.id))
    : [];
  const intolerances = optionals.length
    ? await db
        .select()
        .from(participantIntolerances)
        .where(
          inArray(
            participantIntolerances.participantOptionalId,
            optionals.map((x) => x.id),
          ),
        )
        .orderBy(asc(participantIntolerances.position), asc(participantIntolerances.id))
    : [];
  const workshops = ids.length
    ? await db
        .select()
        .from(participantWorkshops)
        .where(inArray(participantWorkshops.participantId, ids))
        .orderBy(asc(participantWorkshops.id))
    : [];

  return people.map((p) => ({
    id: p.id,
    name: p.name,
    surname: p.surname,
    email: p.email,
    phone: p.phone,
    company_founder: p.companyFounder,
    company_address: p.companyAddress,
    fee: p.fee,
    fee_kind: p.feeKind,
    optionals: optionals
      .filter((x) => x.participantId === p.id)
      .map((x) => ({
        id: x.optionalId ?? x.id,
        title: x.title,
        quantity: x.quantity,
        price: x.price,
        intolerances: intolerances
          .filter((i) => i.participantOptionalId === x.id)
          .map((i) => ({ intolerance_info: i.intoleranceInfo })),
      })),
    workshops: workshops
      .filter((w) => w.participantId === p.id)
      .map((w) => ({ id: w.workshopId ?? w.id, title: w.title })),
  }));
}
