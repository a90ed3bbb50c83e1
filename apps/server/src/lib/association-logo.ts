import { ZStoredFileName } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** The settings key holding the stored name of the association's logo (no row: no logo). */
export const ASSOCIATION_LOGO_KEY = 'association_logo';

/** The stored name of the logo, or null when none is set. */
export async function readLogoFile(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ASSOCIATION_LOGO_KEY));
  const parsed = ZStoredFileName.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the site loads the logo from: the file's name in the query changes with the logo, so
 * the browser may keep each one as long as it likes (see GET /api/public/association/logo).
 */
export const logoUrl = (file: string | null) =>
  file ? `/api/public/association/logo?v=${encodeURIComponent(file)}` : null;
