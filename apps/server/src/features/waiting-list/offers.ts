import { romeWireDate } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitingListEntries } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { waitingOffer } from '../../lib/mail/templates/waiting-offer.v1.ts';
import { localeOf, textIn } from '../../lib/mail/words.ts';
import { seatsTaken } from '../../lib/seats.ts';
import { hashToken, newPublicToken } from '../../lib/tokens.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { heldByLine, type LockedConference, lockConference, waitingEntries } from './repository.ts';
import { readOfferHours } from './settings.ts';

const entries = waitingListEntries;

/** The booking form of the conference with the offer's token: the held seats are the holder's. */
export const offerUrl = (publicUrl: string, conferenceId: number, token: string) =>
  `${publicUrl}/area/conferenze/${conferenceId}?offerta=${encodeURIComponent(token)}`;

/**
 * Seats free in each line of the conference (0: its in-person seats; else a workshop's): seats less
 * those taken by orders and those held by live offers; Infinity when unlimited.
 */
export async function freeByLine(tx: Db, c: LockedConference): Promise<Map<number, number>> {
  const taken = await seatsTaken(tx, c.id);
  const held = await heldByLine(tx, c.id);
  const free = (seats: number | null, used: number) =>
    seats === null ? Number.POSITIVE_INFINITY : seats - used;
  const lines = new Map<number, number>([[0, free(c.seats, taken.conference + (held.get(0) ?? 0))]]);
  for (const w of c.workshops) {
    lines.set(w.id, free(w.seats, (taken.workshops.get(w.id) ?? 0) + (held.get(w.id) ?? 0)));
  }
  return lines;
}

/**
 * The waiting list's turn after seats may have come back, in the caller's transaction and under
 * the conference's lock (the bookings' own): offers past their time end as expired, then each line
 * offers its free seats to whoever is first, strictly in line: the first waits until its whole
 * quantity is free, nobody behind it passes it. Each offer holds its seats for the association's
 * hours and is mailed with its link. Answers how many offers were made.
 */
export async function offerFreedSeats(
  tx: Db,
  audit: AuditRecorder,
  conferenceId: number,
  publicUrl: string,
): Promise<number> {
  const c = await lockConference(tx, conferenceId);
  if (!c) return 0;
  const lapsed = await tx
    .update(entries)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(entries.conferenceId, c.id),
        eq(entries.status, 'offered'),
        sql`${entries.offerExpiresAt} <= now()`,
      ),
    )
    .returning({ id: entries.id });
  for (const e of lapsed) {
    audit.record({
      entity: 'waiting_list_entry',
      entityId: e.id,
      action: 'expire',
      before: { status: 'offered' },
      after: { status: 'expired' },
    });
  }
  if (!c.active || c.dateEnd < romeWireDate()) return 0;
  const waiting = await waitingEntries(tx, c.id);
  if (waiting.length === 0) return 0;
  const free = await freeByLine(tx, c);
  const blocked = new Set<number>();
  const hours = await readOfferHours(tx);
  let made = 0;
  for (const e of waiting) {
    const line = e.workshopId ?? 0;
    if (blocked.has(line) || !free.has(line)) continue;
    const left = free.get(line)!;
    if (e.quantity > left) {
      // strictly in line: nobody behind passes the first
      blocked.add(line);
      continue;
    }
    free.set(line, left - e.quantity);
    await makeOffer(tx, audit, c, e, hours, publicUrl);
    made += 1;
  }
  return made;
}

type Waiting = Awaited<ReturnType<typeof waitingEntries>>[number];

async function makeOffer(
  tx: Db,
  audit: AuditRecorder,
  c: LockedConference,
  e: Waiting,
  hours: number,
  publicUrl: string,
) {
  const token = newPublicToken();
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await tx
    .update(entries)
    .set({
      status: 'offered',
      offerTokenHash: hashToken(token),
      offeredAt: sql`now()`,
      offerExpiresAt: expiresAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(entries.id, e.id), inArray(entries.status, ['waiting'])));
  audit.record({
    entity: 'waiting_list_entry',
    entityId: e.id,
    action: 'offer',
    before: { status: 'waiting' },
    after: { status: 'offered', quantity: e.quantity, offer_expires_at: expiresAt.toISOString() },
  });
  // in the language of the request that joined the list
  const language = localeOf(e.language);
  const workshop = e.workshopId === null ? null : c.workshops.find((w) => w.id === e.workshopId);
  await enqueueMail(tx, {
    ...waitingOffer(
      {
        name: e.name,
        conference: {
          title: textIn(language, c.title, c.titleEn),
          city: c.city,
          date_start: c.dateStart,
          date_end: c.dateEnd,
        },
        workshop: workshop ? textIn(language, workshop.title, workshop.titleEn) : null,
        quantity: e.quantity,
        expires_at: expiresAt.toISOString(),
        offer_url: offerUrl(publicUrl, c.id, token),
      },
      language,
    ),
    to: [e.email],
    entity: 'waiting_list_entry',
    entityId: e.id,
  });
}
