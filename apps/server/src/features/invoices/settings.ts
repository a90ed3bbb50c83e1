import type { TInvoiceSettings } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { INVOICE_SETTINGS_KEY as KEY, readInvoiceSettings } from '../../lib/invoice-settings.ts';

/** Locks the settings row for the issuing transaction: what is read is what the invoice says. */
export async function lockInvoiceSettings(db: Db): Promise<TInvoiceSettings> {
  await db.select({ key: settings.key }).from(settings).where(eq(settings.key, KEY)).for('share');
  return readInvoiceSettings(db);
}

export async function saveInvoiceSettings(db: Db, value: TInvoiceSettings, actorId: number | null) {
  await db
    .insert(settings)
    .values({ key: KEY, value, updatedBy: actorId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date(), updatedBy: actorId } });
}
