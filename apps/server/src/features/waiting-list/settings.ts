import { WAITING_OFFER_HOURS_DEFAULT, WAITING_OFFER_HOURS_MAX, WAITING_OFFER_HOURS_MIN } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The association's setting: how many hours an offer holds its seats (back-office, Lista d'attesa). */
export const OFFER_HOURS_KEY = 'waiting_offer_hours';

export async function readOfferHours(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, OFFER_HOURS_KEY));
  const v = row?.value;
  return typeof v === 'number' &&
    Number.isInteger(v) &&
    v >= WAITING_OFFER_HOURS_MIN &&
    v <= WAITING_OFFER_HOURS_MAX
    ? v
    : WAITING_OFFER_HOURS_DEFAULT;
}

export async function saveOfferHours(db: Db, hours: number, actorId: number | null) {
  await db
    .insert(settings)
    .values({ key: OFFER_HOURS_KEY, value: hours, updatedBy: actorId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: hours, updatedAt: new Date(), updatedBy: actorId },
    });
}
