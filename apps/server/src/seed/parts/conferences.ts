import { optionalLinePrice } from '@app/shared';
import { addDays, subDays } from 'date-fns';
import { inArray } from 'drizzle-orm';
import {
  companies,
  conferenceOptionals,
  conferences,
  conferenceWorkshops,
  globalPrices,
  orders,
  participantIntolerances,
  participantOptionals,
  participants,
  participantWorkshops,
} from '../../db/schema/index.ts';
import { DEMO_TODAY, insertChunked, type SeedContext } from '../context.ts';
import { DEMO_CONFERENCES } from './conferences-data.ts';
import { BIG_ORDER, book, type DemoConference, demoCoupon, demoPrices } from './orders-data.ts';
import { contactOf, linkedUsers } from './people.ts';

const wire = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Four conferences (active and not, Italy and abroad, one with a "Cocktail" optional) and 40
 * orders across them (× scale): paid and unpaid, one with several participants, optionals with
 * quantities and intolerances, workshops.
 */
export async function seedConferences(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const image = refs.images[0];
  const companyIds = (refs.companyIds as number[] | undefined) ?? [];
  const clientIds = (refs.usersByProfile as Record<string, number[]> | undefined)?.client ?? [];

  const confs: DemoConference[] = [];
  for (const c of DEMO_CONFERENCES) {
    const start = addDays(DEMO_TODAY, c.start);
    const text = faker.lorem.paragraphs(2);
    const [row] = await tx
      .insert(conferences)
      .values({
        title: c.title,
        vatRule: c.vatRule,
        country: c.country,
        city: c.city,
        description: `${c.title}: ${text}`,
        titleEn: c.titleEn ?? null,
        descriptionEn: c.titleEn ? `${c.titleEn}: ${text}` : null,
        image,
        dateStart: wire(start),
        dateEnd: wire(addDays(start, c.days - 1)),
        price: c.price,
        streaming: c.streaming,
        active: c.active,
        createdAt: subDays(DEMO_TODAY, 200 - c.start),
        updatedAt: subDays(DEMO_TODAY, 10),
      })
      .returning({ id: conferences.id });
    const optionals = c.optionals.length
      ? await tx
          .insert(conferenceOptionals)
          .values(c.optionals.map((o, position) => ({ conferenceId: row.id, position, ...o })))
          .returning({
            id: conferenceOptionals.id,
            title: conferenceOptionals.title,
            price: conferenceOptionals.price,
          })
      : [];
    const workshops = c.workshops.length
      ? await tx
          .insert(conferenceWorkshops)
          .values(
            c.workshops.map((title, position) => ({
              conferenceId: row.id,
              position,
              title,
              titleEn: c.workshopsEn?.[position] ?? null,
            })),
          )
          .returning({ id: conferenceWorkshops.id, title: conferenceWorkshops.title })
      : [];
    confs.push({ id: row.id, streaming: c.streaming, optionals, workshops });
  }
  refs.conferenceIds = confs.map((c) => c.id);

  for (const [kind, price] of Object.entries(demoPrices)) {
    await tx
      .insert(globalPrices)
      .values({ kind, price })
      .onConflictDoUpdate({ target: globalPrices.kind, set: { price } });
  }

  // who books: demo members when there are any, else invented people
  const members = await linkedUsers(tx, clientIds);
  const companyRows = companyIds.length
    ? await tx
        .select({ id: companies.id, address: companies.address, city: companies.city })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const addressOf = new Map(companyRows.map((c) => [c.id, [c.address, c.city].filter(Boolean).join(', ')]));

  const total = 40 * ctx.scale;
  const orderIds: number[] = [];
  for (let chunk = 0; chunk < total; chunk += 500) {
    const n = Math.min(500, total - chunk);
    const planned = Array.from({ length: n }, (_, k) => {
      const i = chunk + k;
      const conf = confs[i % confs.length];
      // order 0 is the big one: several participants
      const size = i === 0 ? 3 : faker.number.int({ min: 1, max: i % 7 === 0 ? 3 : 1 });
      const people =
        i === 0
          ? BIG_ORDER.map((p) => p(conf))
          : Array.from({ length: size }, (_, position) => book(faker, conf, position));
      const createdAt = faker.date.between({ from: subDays(DEMO_TODAY, 120), to: subDays(DEMO_TODAY, 1) });
      const paid = i === 0 || faker.datatype.boolean({ probability: 0.6 });
      // an order's total is what its lines add up to: the fees, the optionals, less the discount
      const gross = people.reduce(
        (sum, p) => sum + demoPrices[p.feeKind] + p.optionals.reduce((t, o) => t + optionalLinePrice(o), 0),
        0,
      );
      const { code: coupon, discount } = demoCoupon(i, gross);
      return { conf, people, createdAt, paid, coupon, discount, price: gross - discount, i };
    });
    const orderRows = await tx
      .insert(orders)
      .values(
        planned.map((p) => ({
          conferenceId: p.conf.id,
          companyId: companyIds.length ? companyIds[p.i % companyIds.length] : null,
          paidAt: p.paid ? addDays(p.createdAt, faker.number.int({ min: 0, max: 3 })) : null,
          status: p.paid ? 'paid' : 'awaiting_payment',
          price: p.price,
          couponCode: p.coupon,
          discount: p.discount,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: orders.id, companyId: orders.companyId });

    const booked = planned.flatMap((p, k) =>
      p.people.map((person, position) => {
        const member = members.length ? members[(p.i * 3 + position) % members.length] : null;
        const companyId = orderRows[k].companyId;
        return {
          row: {
            orderId: orderRows[k].id,
            position,
            userId: member?.id ?? null,
            ...contactOf(faker, member),
            companyFounder: position === 0 ? 1 : 0,
            companyAddress: companyId ? (addressOf.get(companyId) ?? null) : null,
            feeKind: person.feeKind,
            fee: demoPrices[person.feeKind],
          },
          person,
        };
      }),
    );
    const inserted: { id: number }[] = [];
    await insertChunked(booked, 500, async (rows) => {
      inserted.push(
        ...(await tx
          .insert(participants)
          .values(rows.map((r) => r.row))
          .returning({ id: participants.id })),
      );
    });

    const lines = booked.flatMap(({ person }, j) =>
      person.optionals.map(({ id, ...o }) => ({ participantId: inserted[j].id, optionalId: id, ...o })),
    );
    const lineIds: { id: number }[] = [];
    await insertChunked(lines, 500, async (rows) => {
      lineIds.push(
        ...(await tx
          .insert(participantOptionals)
          .values(rows.map(({ notes: _n, ...r }) => r))
          .returning({ id: participantOptionals.id })),
      );
    });
    const notes = lines.flatMap((l, j) =>
      l.notes.map((info, position) => ({
        participantOptionalId: lineIds[j].id,
        position,
        intoleranceInfo: info,
      })),
    );
    await insertChunked(notes, 500, (rows) => tx.insert(participantIntolerances).values(rows));
    const workshopLines = booked.flatMap(({ person }, j) =>
      person.workshops.map((w) => ({ participantId: inserted[j].id, workshopId: w.id, title: w.title })),
    );
    await insertChunked(workshopLines, 500, (rows) => tx.insert(participantWorkshops).values(rows));
    orderIds.push(...orderRows.map((o) => o.id));
  }
  refs.orderIds = orderIds;
}
