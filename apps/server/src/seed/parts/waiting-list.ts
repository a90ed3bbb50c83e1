import { addDays, subDays } from 'date-fns';
import { conferences, waitingListEntries } from '../../db/schema/index.ts';
import { hashToken, newPublicToken } from '../../lib/tokens.ts';
import { DEMO_TODAY, type SeedContext } from '../context.ts';

const wire = (d: Date) => d.toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * The link token of one demo offer (Chiara Conti's, one seat), known so that the browser tests and
 * a demo can open its booking form: /area/conferenze/{id}?offerta=… (demo data only).
 */
export const DEMO_OFFER_TOKEN = 'demo-offerta-chiara-conti-2026';

/** The demo's full conference: a seminar of few seats, all held by offers to its waiting list. */
export const DEMO_FULL_CONFERENCE = 'Seminario a numero chiuso sulla clausola compromissoria';

/**
 * A full conference with a waiting list (decision 0035): its three seats came back and are held by
 * live offers to the first two in line, two more people wait, one offer lapsed and passed on and
 * one person withdrew. No orders and no limited workshop of its own, so the other parts' orders,
 * invoices, seats and counts are as they were.
 */
export async function seedWaitingList(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const start = addDays(DEMO_TODAY, 120);
  const [c] = await tx
    .insert(conferences)
    .values({
      title: DEMO_FULL_CONFERENCE,
      vatRule: 'all',
      country: 'italy',
      city: 'Torino',
      description:
        'Una giornata a numero chiuso per pochi partecipanti: casi pratici di redazione della clausola compromissoria.',
      image: refs.images[0],
      dateStart: wire(start),
      dateEnd: wire(start),
      price: 30000,
      streaming: false,
      active: true,
      seats: 3,
      createdAt: subDays(DEMO_TODAY, 60),
      updatedAt: subDays(DEMO_TODAY, 5),
    })
    .returning({ id: conferences.id });
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR);
  const offer = (hours: number, token = newPublicToken()) => ({
    status: 'offered',
    offerTokenHash: hashToken(token),
    offeredAt: at(hours - 48),
    offerExpiresAt: at(hours),
  });
  const people = [
    {
      name: 'Lucia',
      surname: 'Ferraris',
      quantity: 1,
      status: 'expired',
      offeredAt: at(-60),
      offerExpiresAt: at(-12),
    },
    { name: 'Paolo', surname: 'Gallo', quantity: 2, ...offer(30) },
    { name: 'Chiara', surname: 'Conti', quantity: 1, ...offer(44, DEMO_OFFER_TOKEN) },
    { name: 'Andrea', surname: 'Marino', quantity: 1, status: 'withdrawn' },
    { name: 'Elena', surname: 'Greco', quantity: 1, status: 'waiting' },
    { name: 'Stefano', surname: 'Bruno', quantity: 3, status: 'waiting' },
  ];
  await tx.insert(waitingListEntries).values(
    people.map((p, i) => ({
      conferenceId: c.id,
      email: `${p.name}.${p.surname}@studio-demo.it`.toLowerCase(),
      createdAt: subDays(DEMO_TODAY, 20 - i),
      updatedAt: subDays(DEMO_TODAY, 2),
      ...p,
    })),
  );
  refs.fullConferenceId = c.id;
}
