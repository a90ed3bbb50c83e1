import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** The association's contact address (back-office, Impostazioni fatturazione): mails' Reply-To. */
export const ASSOCIATION_CONTACT_KEY = 'association_contact_email';

/** The contact address, or null when none is set. */
export async function readContactEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ASSOCIATION_CONTACT_KEY));
  return typeof row?.value === 'string' && row.value ? row.value : null;
}
