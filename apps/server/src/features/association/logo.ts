import { isLogoType, MSG_LOGO_MISSING, MSG_LOGO_TYPE } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { ASSOCIATION_LOGO_KEY as KEY } from '../../lib/association-logo.ts';
import { loadFileInfo } from '../../plugins/files.ts';

/** A logo must be an uploaded file, and a raster image: 400 naming `file` otherwise. */
export async function checkLogoFile(db: Db, file: string) {
  const info = await loadFileInfo(db, file);
  if (!info) throw fieldError('file', MSG_LOGO_MISSING);
  if (!isLogoType(info.contentType)) throw fieldError('file', MSG_LOGO_TYPE);
}

/** Sets (or, with null, removes) the logo. */
export async function saveLogoFile(db: Db, file: string | null, actorId: number | null) {
  if (file === null) {
    await db.delete(settings).where(eq(settings.key, KEY));
    return;
  }
  await db
    .insert(settings)
    .values({ key: KEY, value: file, updatedBy: actorId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: file, updatedAt: new Date(), updatedBy: actorId },
    });
}
