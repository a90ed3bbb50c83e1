import { optionalLinePrice } from '@app/shared';
import { addDays, subDays } from 'date-fns';
import { inArray, sql } from 'drizzle-orm';
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
import { DEMO_CONFERENCES, INTOLERANCES } from './conferences-data.ts';
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

  const confs: {
    id: number;
    price: number;
    optionals: { id: number; title: string; price: number }[];
    workshops: { id: number; title: string }[];
  }[] = [];
  for (const c of DEMO_CONFERENCES) {
    const start = addDays(DEMO_TODAY, c.start);
    const [row] = await tx
      .insert(conferences)
      .values({
        title: c.title,
        vatRule: c.vatRule,
        country: c.country,
        city: c.city,
        description: `${c.title}: ${faker.lorem.paragraphs(2)}`,
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
          .values(c.workshops.map((title, position) => ({ conferenceId: row.id, position, title })))
          .returning({ id: conferenceWorkshops.id, title: conferenceWorkshops.title })
      : [];
    confs.push({ id: row.id, price: c.price, optionals, workshops });
  }
  refs.conferenceIds = confs.map((c) => c.id);

  const demoPrices: Record<string, number> = {
    PRICE_CONFERENCE_MEMBER: 30000,
    PRICE_CONFERENCE_EXPERT: 20000,
    PRICE_CONFERENCE_GUESTS: 45000,
    PRICE_CONFERENCE_SPEAKER: 0,
    PRICE_CONFERENCE_STREAMING: 10000,
  };
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
      const people = i === 0 ? 3 : faker.number.int({ min: 1, max: i % 7 === 0 ? 3 : 1 });
      const createdAt = faker.date.between({ from: subDays(DEMO_TODAY, 120), to: subDays(DEMO_TODAY, 1) });
      const paid = i === 0 || faker.datatype.boolean({ probability: 0.6 });
      const coupon = i % 9 === 0 ? 'EARLYBIRD' : null;
      return { conf, people, createdAt, paid, coupon, i };
    });
    const orderRows = await tx
      .insert(orders)
      .values(
        planned.map((p) => {
          const companyId = companyIds.length ? companyIds[p.i % companyIds.length] : null;
          const discount = p.coupon ? 5000 : 0;
          return {
            conferenceId: p.conf.id,
            companyId,
            paidAt: p.paid ? addDays(p.createdAt, faker.number.int({ min: 0, max: 3 })) : null,
            price: Math.max(p.conf.price * p.people - discount, 0),
            couponCode: p.coupon,
            discount,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          };
        }),
      )
      .returning({ id: orders.id, companyId: orders.companyId });

    const participantValues = planned.flatMap((p, k) =>
      Array.from({ length: p.people }, (_, position) => {
        const member = members.length ? members[(p.i * 3 + position) % members.length] : null;
        return {
          orderId: orderRows[k].id,
          position,
          userId: member?.id ?? null,
          ...contactOf(faker, member),
          companyFounder: position === 0 ? 1 : 0,
          companyAddress: orderRows[k].companyId ? (addressOf.get(orderRows[k].companyId!) ?? null) : null,
          feeKind: 'PRICE_CONFERENCE_MEMBER',
          fee: p.conf.price,
          confIndex: confs.indexOf(p.conf),
          first: p.i === 0,
        };
      }),
    );
    const inserted: { id: number }[] = [];
    await insertChunked(participantValues, 500, async (rows) => {
      inserted.push(
        ...(await tx
          .insert(participants)
          .values(rows.map(({ confIndex: _c, first: _f, ...r }) => r))
          .returning({ id: participants.id })),
      );
    });

    const lines: (typeof participantOptionals.$inferInsert & { notes: string[] })[] = [];
    const workshopLines: (typeof participantWorkshops.$inferInsert)[] = [];
    participantValues.forEach((p, j) => {
      const conf = confs[p.confIndex];
      for (const o of conf.optionals) {
        if (!p.first && !faker.datatype.boolean({ probability: 0.5 })) continue;
        const quantity = p.first ? 2 : faker.number.int({ min: 1, max: 3 });
        const notes = p.first
          ? [INTOLERANCES[0], INTOLERANCES[2]]
          : faker.helpers.arrayElements(INTOLERANCES, faker.number.int({ min: 0, max: 1 }));
        lines.push({
          participantId: inserted[j].id,
          optionalId: o.id,
          title: o.title,
          quantity,
          price: o.price,
          notes,
        });
      }
      for (const w of conf.workshops) {
        if (p.first || faker.datatype.boolean({ probability: 0.4 })) {
          workshopLines.push({ participantId: inserted[j].id, workshopId: w.id, title: w.title });
        }
      }
    });
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
    // an order's total is what its lines add up to: the fees, the optionals, less the discount
    const orderOf = new Map(inserted.map((row, j) => [row.id, participantValues[j].orderId]));
    const optionals = new Map<number, number>();
    for (const l of lines) {
      const orderId = orderOf.get(l.participantId) as number;
      optionals.set(orderId, (optionals.get(orderId) ?? 0) + optionalLinePrice(l));
    }
    const totals = planned.map((p, k) => {
      const id = orderRows[k].id;
      const price = p.conf.price * p.people + (optionals.get(id) ?? 0) - (p.coupon ? 5000 : 0);
      return { id, price: Math.max(price, 0) };
    });
    await tx.execute(
      sql`UPDATE orders SET price = v.price FROM (VALUES ${sql.join(
        totals.map((t) => sql`(${t.id}::int, ${t.price}::int)`),
        sql`, `,
      )}) AS v(id, price) WHERE orders.id = v.id`,
    );
    await insertChunked(workshopLines, 500, (rows) => tx.insert(participantWorkshops).values(rows));
    orderIds.push(...orderRows.map((o) => o.id));
  }
  refs.orderIds = orderIds;
}
