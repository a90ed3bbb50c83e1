import { romeWireDate } from '@app/shared';
import { subDays } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import {
  conferences,
  conferenceWorkshops,
  orders,
  participants,
  participantWorkshops,
  tickets,
  users,
} from '../../db/schema/index.ts';
import { issueTickets } from '../../lib/tickets/tickets.ts';
import { newPublicToken } from '../../lib/tokens.ts';
import type { SeedContext } from '../context.ts';
import { demoPrices } from './orders-data.ts';

/** The conference held yesterday (relative to the seeding day, so its certificates are due now). */
export const YESTERDAY_CONFERENCE = 'Giornata formativa sulla deontologia dell’arbitro';

/** Who booked it: [name, surname, attendance, arrived]; the demo member attends too. */
const PEOPLE: [string, string, 'in_person' | 'streaming', boolean][] = [
  ['Chiara', 'Ferri', 'in_person', true],
  ['Paolo', 'Martini', 'in_person', true],
  ['Elena', 'Conti', 'in_person', true],
  ['Davide', 'Galli', 'in_person', false],
  ['Sara', 'Moretti', 'streaming', true],
  ['Luca', 'Riva', 'streaming', false],
];

/**
 * The conference day in the demo: every paid order gets its tickets; a conference held yesterday,
 * with credits (ethics), hours and an accrediting body, whose participants mostly checked in (one
 * streaming participant marked from the platform's list), the demo member among them, so their
 * certificates are there (and mailed at the server's first pass).
 */
export async function seedAttendance(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const yesterday = romeWireDate(subDays(new Date(), 1));
  const [conf] = await tx
    .insert(conferences)
    .values({
      title: YESTERDAY_CONFERENCE,
      vatRule: 'all',
      country: 'italy',
      city: 'Milano',
      description: `${YESTERDAY_CONFERENCE}: ${faker.lorem.paragraphs(1)}`,
      image: refs.images[0],
      dateStart: yesterday,
      dateEnd: yesterday,
      price: demoPrices.PRICE_CONFERENCE_GUESTS,
      streaming: true,
      active: false,
      credits: 3,
      creditsEthics: true,
      accreditingBody: 'Consiglio dell’Ordine degli Avvocati di Milano',
      hours: 4,
    })
    .returning({ id: conferences.id });
  const [workshop] = await tx
    .insert(conferenceWorkshops)
    .values({ conferenceId: conf.id, position: 0, title: 'Casi pratici di conflitto di interessi' })
    .returning({ id: conferenceWorkshops.id, title: conferenceWorkshops.title });
  const [member] = refs.memberId
    ? await tx
        .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
        .from(users)
        .where(eq(users.id, refs.memberId as number))
    : [];
  const people = member
    ? [...PEOPLE, [member.name, member.surname, 'in_person', true] as (typeof PEOPLE)[number]]
    : PEOPLE;
  const paidAt = subDays(new Date(), 20);
  const arrivedAt = new Date(`${yesterday}T08:00:00Z`);
  for (const [i, [name, surname, attendance, arrived]] of people.entries()) {
    const isMember = member && i === PEOPLE.length;
    const feeKind = attendance === 'streaming' ? 'PRICE_CONFERENCE_STREAMING' : 'PRICE_CONFERENCE_GUESTS';
    const fee = demoPrices[feeKind];
    const email = isMember ? member.email : `${name}.${surname}@example.it`.toLowerCase();
    const [order] = await tx
      .insert(orders)
      .values({
        conferenceId: conf.id,
        price: fee,
        status: 'paid',
        paidAt,
        paymentMethod: 'bank_transfer',
        contactEmail: email,
        publicToken: newPublicToken(),
        createdAt: subDays(paidAt, 2),
        updatedAt: paidAt,
      })
      .returning({ id: orders.id });
    const [p] = await tx
      .insert(participants)
      .values({
        orderId: order.id,
        position: 0,
        userId: isMember ? member.id : null,
        name,
        surname,
        email,
        feeKind,
        fee,
        attendance,
      })
      .returning({ id: participants.id });
    if (attendance === 'in_person' && i % 2 === 0) {
      await tx
        .insert(participantWorkshops)
        .values({ participantId: p.id, workshopId: workshop.id, title: workshop.title });
    }
    await issueTickets(tx, order.id);
    if (arrived) {
      await tx
        .update(tickets)
        .set({
          checkedInAt: new Date(arrivedAt.getTime() + i * 3 * 60_000),
          checkedInBy: refs.adminId,
          checkedInHow: attendance === 'streaming' ? 'import' : 'door',
        })
        .where(eq(tickets.participantId, p.id));
    }
  }
  // every other paid order of the demo has its tickets, as a payment would have issued them
  const paid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), isNull(orders.deletedAt)));
  for (const { id } of paid) await issueTickets(tx, id);
  refs.yesterdayConferenceId = conf.id;
}
