import { isLogoType, MSG_LOGO_MISSING, MSG_LOGO_TYPE } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { loadFileInfo } from '../../plugins/files.ts';

/** A logo must be an uploaded file, and a raster image: 400 naming `file` otherwise. */
export async function checkLogoFile(db: Db, file: string) {
  const info = await loadFileInfo(db, file);
  if (!info) throw fieldError('file', MSG_LOGO_MISSING);
  if (!isLogoType(info.contentType)) throw fieldError('file', MSG_LOGO_TYPE);
}
