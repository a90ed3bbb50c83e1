import { type TInvoiceSettings, ZInvoiceSettingsStored } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const KEY = 'invoice_settings';

/** The issuer's settings; defaults (empty) until an admin saves them. */
export async function readInvoiceSettings(db: Db): Promise<TInvoiceSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  // stored through the same fields: a parse only fills fields added since; rules added since do not
  // apply to what was saved (the settings page shows them at the next save)
  const parsed = ZInvoiceSettingsStored.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ZInvoiceSettingsStored.parse({});
}

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
