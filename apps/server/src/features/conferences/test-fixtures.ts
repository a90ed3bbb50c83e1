import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  companies,
  orders,
  participantIntolerances,
  participantOptionals,
  participants,
  participantWorkshops,
} from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPng } from '../../seed/demo-files.ts';

/** Test data helpers of the conferences feature (not a test file itself). */
export async function storedImage(app: FastifyInstance) {
  return (await storeFile(app.db, demoPng('blue'), 'blue.png', null)).name;
}

export const PRICES = {
  PRICE_CONFERENCE_MEMBER: { price: 10000 },
  PRICE_CONFERENCE_EXPERT: { price: 20000 },
  PRICE_CONFERENCE_GUESTS: { price: 30000 },
  PRICE_CONFERENCE_SPEAKER: { price: 0 },
  PRICE_CONFERENCE_STREAMING: { price: 5000 },
};

export function conferenceBody(image: string, over: Record<string, unknown> = {}) {
  return {
    title: 'Congresso di Arbitrato',
    vat_rule: 'all',
    country: 'italy',
    city: 'Milano',
    description: 'Due giorni di lavori',
    image,
    date_start: '2026-05-10',
    date_end: '2026-05-12',
    price: 25000,
    streaming: true,
    active: true,
    optionals: [
      { title: 'Cena di gala', price: 8000 },
      { title: 'Cocktail di benvenuto', price: 2000 },
    ],
    workshops: [{ title: 'Clausole arbitrali' }],
    ...over,
  };
}

export async function createConference(
  app: FastifyInstance,
  headers: Record<string, string>,
  over: Record<string, unknown> = {},
) {
  const image = await storedImage(app);
  const res = await inject(app, {
    method: 'POST',
    url: '/api/conferences',
    headers,
    payload: { conference: conferenceBody(image, over) },
  });
  if (res.statusCode !== 200) throw new Error(`create conference: ${res.statusCode} ${res.body}`);
  return res.json().conference as {
    id: number;
    optionals: { id: number; title: string; price: number }[];
    workshops: { id: number; title: string }[];
    version: number;
  };
}

export interface OrderSpec {
  companyName?: string | null;
  paidAt?: Date | null;
  price?: number;
  couponCode?: string | null;
  discount?: number;
  createdAt?: Date;
  people: {
    name: string;
    surname: string;
    email: string;
    phone?: string;
    founder?: boolean;
    address?: string;
    optionals?: { id?: number; title: string; price: number; quantity: number; intolerances?: string[] }[];
    workshops?: { id?: number; title: string }[];
  }[];
}

/** An order with participants, optionals, intolerances and workshops, straight in the database. */
export async function insertOrder(app: FastifyInstance, conferenceId: number, spec: OrderSpec) {
  const db = app.db;
  let companyId: number | null = null;
  if (spec.companyName) {
    const [c] = await db
      .insert(companies)
      .values({ name: spec.companyName, address: 'Via Roma 1', city: 'Milano', postalCode: '20100' })
      .returning({ id: companies.id });
    companyId = c.id;
  }
  const [o] = await db
    .insert(orders)
    .values({
      conferenceId,
      companyId,
      paidAt: spec.paidAt ?? null,
      price: spec.price ?? 30000,
      couponCode: spec.couponCode ?? null,
      discount: spec.discount ?? 0,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning({ id: orders.id });
  for (const [position, p] of spec.people.entries()) {
    const [row] = await db
      .insert(participants)
      .values({
        orderId: o.id,
        position,
        name: p.name,
        surname: p.surname,
        email: p.email,
        phone: p.phone ?? null,
        companyFounder: p.founder ? 1 : 0,
        companyAddress: p.address ?? null,
      })
      .returning({ id: participants.id });
    for (const opt of p.optionals ?? []) {
      const [po] = await db
        .insert(participantOptionals)
        .values({
          participantId: row.id,
          optionalId: opt.id ?? null,
          title: opt.title,
          quantity: opt.quantity,
          price: opt.price,
        })
        .returning({ id: participantOptionals.id });
      for (const [i, info] of (opt.intolerances ?? []).entries()) {
        await db
          .insert(participantIntolerances)
          .values({ participantOptionalId: po.id, position: i, intoleranceInfo: info });
      }
    }
    for (const w of p.workshops ?? []) {
      await db
        .insert(participantWorkshops)
        .values({ participantId: row.id, workshopId: w.id ?? null, title: w.title });
    }
  }
  return o.id;
}

type InjectOpts = InjectOptions;

/**
 * app.inject that retries while the server sheds load (503 from the under-pressure guard when the
 * shared test machine is busy), as a client honouring Retry-After would.
 */
export async function inject(app: FastifyInstance, opts: InjectOpts) {
  for (let attempt = 0; ; attempt++) {
    const res = await app.inject(opts);
    if (res.statusCode !== 503 || attempt >= 20) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}
