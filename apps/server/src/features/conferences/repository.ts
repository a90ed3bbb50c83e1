import type {
  TConference,
  TConferenceKeptField,
  TConferenceRow,
  TConferenceUpdate,
  TListQuery,
  TPrices,
} from '@app/shared';
import { PRICE_KINDS } from '@app/shared';
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conferenceOptionals,
  conferences,
  conferenceWorkshops,
  files,
  globalPrices,
  orders,
  participantOptionals,
  participantWorkshops,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listPage, type SortsOf } from '../../lib/list.ts';

/** A conference as a save takes it: the fields beyond SPEC may be left out (kept as they are). */
export type ConferenceInput = Omit<Required<TConferenceUpdate>, 'version' | 'id' | TConferenceKeptField> &
  Pick<TConferenceUpdate, TConferenceKeptField>;

/** The fields beyond SPEC given in a save (certificate, English): those left out stay as they are. */
function keptColumns(c: ConferenceInput) {
  return {
    ...(c.credits === undefined ? {} : { credits: c.credits }),
    ...(c.credits_ethics === undefined ? {} : { creditsEthics: c.credits_ethics }),
    ...(c.accrediting_body === undefined ? {} : { accreditingBody: c.accrediting_body?.trim() || null }),
    ...(c.hours === undefined ? {} : { hours: c.hours }),
    ...(c.title_en === undefined ? {} : { titleEn: c.title_en }),
    ...(c.description_en === undefined ? {} : { descriptionEn: c.description_en }),
  };
}

/** Wire ↔ row: the conference's own columns. */
export function toRow(c: ConferenceInput) {
  return {
    title: c.title,
    vatRule: c.vat_rule,
    country: c.country,
    city: c.city,
    description: c.description,
    image: c.image,
    dateStart: c.date_start,
    dateEnd: c.date_end,
    price: c.price,
    streaming: c.streaming ?? false,
    active: c.active ?? false,
    // left out of the save: as it is
    ...(c.seats === undefined ? {} : { seats: c.seats }),
    ...keptColumns(c),
  };
}

/** The conference with its optionals and workshops, or null when missing or trashed. */
export async function loadConference(db: Db, id: number): Promise<TConference | null> {
  const [c] = await db
    .select()
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)));
  if (!c) return null;
  const optionals = await db
    .select({
      id: conferenceOptionals.id,
      title: conferenceOptionals.title,
      price: conferenceOptionals.price,
      title_en: conferenceOptionals.titleEn,
    })
    .from(conferenceOptionals)
    .where(eq(conferenceOptionals.conferenceId, id))
    .orderBy(asc(conferenceOptionals.position), asc(conferenceOptionals.id));
  const workshops = await db
    .select({
      id: conferenceWorkshops.id,
      title: conferenceWorkshops.title,
      seats: conferenceWorkshops.seats,
      title_en: conferenceWorkshops.titleEn,
    })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, id))
    .orderBy(asc(conferenceWorkshops.position), asc(conferenceWorkshops.id));
  return {
    id: c.id,
    title: c.title,
    vat_rule: c.vatRule as TConference['vat_rule'],
    country: c.country as TConference['country'],
    city: c.city,
    description: c.description,
    image: c.image,
    date_start: c.dateStart,
    date_end: c.dateEnd,
    price: c.price,
    streaming: c.streaming,
    active: c.active,
    optionals,
    workshops,
    seats: c.seats,
    credits: c.credits,
    credits_ethics: c.creditsEthics,
    accrediting_body: c.accreditingBody,
    hours: c.hours,
    title_en: c.titleEn,
    description_en: c.descriptionEn,
    version: c.version,
  };
}

const ordersCount = sql<number>`(select count(*)::int from orders o
  where o.conference_id = ${conferences.id} and o.deleted_at is null)`;

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const CONFERENCE_SORTS = ['title', 'date_start', 'date_end', 'active', 'city', 'id'] as const;

/** GET /api/conferences: latest start first, with the live orders of each; `active` filters. */
export async function listConferences(
  db: Db,
  query: TListQuery & { active?: 'true' | 'false' },
): Promise<{ rows: TConferenceRow[]; total: number }> {
  const { rows, total } = await listPage({
    query,
    rows: db
      .select({
        id: conferences.id,
        title: conferences.title,
        active: conferences.active,
        country: conferences.country,
        city: conferences.city,
        date_start: conferences.dateStart,
        date_end: conferences.dateEnd,
        price: conferences.price,
        orders_count: ordersCount,
        version: conferences.version,
      })
      .from(conferences)
      .$dynamic(),
    count: db.select({ total: count() }).from(conferences).$dynamic(),
    where: [
      isNull(conferences.deletedAt),
      query.active ? eq(conferences.active, query.active === 'true') : undefined,
    ],
    sorts: {
      title: sql`lower(${conferences.title})`,
      date_start: conferences.dateStart,
      date_end: conferences.dateEnd,
      active: conferences.active,
      city: sql`lower(${conferences.city})`,
      id: conferences.id,
    } satisfies SortsOf<typeof CONFERENCE_SORTS>,
    defaultSort: '-date_start',
    tiebreak: conferences.id,
    search: [conferences.title, conferences.city],
  });
  return { rows: rows.map((r) => ({ ...r, country: r.country as 'italy' | 'abroad' })), total };
}

/** 400 with a field error when the image is not a stored file (never a 500 from the FK). */
export async function assertImageExists(db: Db, name: string) {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.name, name));
  if (!row) {
    throw new AppError('validation', 'Immagine non trovata', {
      errors: { 'conference.image': 'Immagine non trovata: caricarla di nuovo' },
    });
  }
}

type Child = { id?: number; title: string; price?: number; seats?: number | null; title_en?: string | null };

/**
 * Replaces a conference's optionals or workshops with `items`, keeping ids that are given: rows
 * updated in place, new ones inserted, missing ones deleted (bookings keep their own copy of
 * title and price and lose only the link).
 */
export async function replaceChildren(
  tx: Db,
  kind: 'optionals' | 'workshops',
  conferenceId: number,
  items: Child[],
) {
  const table = kind === 'optionals' ? conferenceOptionals : conferenceWorkshops;
  const existing = await tx.select({ id: table.id }).from(table).where(eq(table.conferenceId, conferenceId));
  const known = new Set(existing.map((r) => r.id));
  items.forEach((item, i) => {
    if (item.id !== undefined && !known.has(item.id)) {
      throw new AppError('validation', undefined, {
        errors: { [`conference.${kind}.${i}.id`]: 'Elemento non appartenente a questa conferenza' },
      });
    }
  });
  const keep = items.flatMap((i) => (i.id === undefined ? [] : [i.id]));
  const gone = [...known].filter((id) => !keep.includes(id));
  if (gone.length) {
    if (kind === 'optionals') {
      await tx
        .update(participantOptionals)
        .set({ optionalId: null })
        .where(inArray(participantOptionals.optionalId, gone));
    } else {
      await tx
        .update(participantWorkshops)
        .set({ workshopId: null })
        .where(inArray(participantWorkshops.workshopId, gone));
    }
    await tx
      .delete(table)
      .where(and(eq(table.conferenceId, conferenceId), keep.length ? notInArray(table.id, keep) : undefined));
  }
  for (const [position, item] of items.entries()) {
    // the English title left out of the save stays as it is (the row is the one of that id)
    const english = item.title_en === undefined ? {} : { titleEn: item.title_en };
    const values =
      kind === 'optionals'
        ? { title: item.title, price: item.price ?? 0, position, ...english }
        : // seats left out of the save stay as they are
          {
            title: item.title,
            position,
            ...english,
            ...(item.seats === undefined ? {} : { seats: item.seats }),
          };
    if (item.id !== undefined) {
      await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, item.id));
    } else {
      await tx.insert(table).values({ ...values, conferenceId } as never);
    }
  }
}

export async function countOrders(db: Db, conferenceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.conferenceId, conferenceId), isNull(orders.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function loadPrices(db: Db): Promise<TPrices> {
  const rows = await db.select({ kind: globalPrices.kind, price: globalPrices.price }).from(globalPrices);
  const byKind = new Map(rows.map((r) => [r.kind, r.price]));
  return Object.fromEntries(PRICE_KINDS.map((k) => [k, { price: byKind.get(k) ?? 0 }])) as TPrices;
}

/** Writes the five global prices (a kind missing from the table is created). */
export async function writePrices(tx: Db, prices: TPrices) {
  for (const kind of PRICE_KINDS) {
    const price = prices[kind].price;
    await tx
      .insert(globalPrices)
      .values({ kind, price })
      .onConflictDoUpdate({
        target: globalPrices.kind,
        set: { price, version: sql`${globalPrices.version} + 1`, updatedAt: sql`now()` },
      });
  }
}
