import { type TInvoiceSettings, ZInvoiceSettingsStored } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** The issuer's settings (the invoices' issuer, the IBAN and name bank transfers are paid to). */
export const INVOICE_SETTINGS_KEY = 'invoice_settings';

/** The issuer's settings; defaults (empty) until an admin saves them. */
export async function readInvoiceSettings(db: Db): Promise<TInvoiceSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, INVOICE_SETTINGS_KEY));
  // stored through the same fields: a parse only fills fields added since; rules added since do not
  // apply to what was saved (the settings page shows them at the next save)
  const parsed = ZInvoiceSettingsStored.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ZInvoiceSettingsStored.parse({});
}
