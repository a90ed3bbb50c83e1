import { type TInvoiceSettings, ZInvoiceSettings } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

export const INVOICE_SETTINGS_KEY = 'invoice_settings';

/**
 * The issuer's settings (name, IBAN, …); defaults (empty) until an admin saves them. Read by the
 * invoices and by whatever prints the bank details for a transfer.
 */
export async function readInvoiceSettings(db: Db): Promise<TInvoiceSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, INVOICE_SETTINGS_KEY));
  // stored through the same schema: a parse only fills fields added since
  const parsed = ZInvoiceSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ZInvoiceSettings.parse({});
}
