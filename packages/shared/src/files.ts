import { z } from 'zod';

/** Longest original file name kept (characters); longer names keep their start and extension. */
export const FILE_NAME_MAX = 200;
/** What an upload is called when its name has nothing left to show. */
export const FILE_NAME_FALLBACK = 'file';

/** A stored (random, unguessable) file name: 32 hex digits and the sniffed extension. */
export const ZStoredFileName = z.string().regex(/^[a-f0-9]{32}\.[a-z]{3,4}$/, 'Nome file non valido');

/** POST /api/upload answers the stored name under `file` (the contract) and the name as uploaded. */
export const ZUploadResult = z.object({ file: z.string(), original_name: z.string() });
export type TUploadResult = z.infer<typeof ZUploadResult>;

/** GET /api/files/{name}/info: what a stored file was called when uploaded. */
export const ZFileInfo = z.object({
  name: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

// control and format characters (bidi overrides can disguise an extension)
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name a client sent, made safe to show and to send back as a download name: no folders,
 * no control or bidi characters, no leading dots, single spaces, at most FILE_NAME_MAX characters
 * with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const chars = [...clean];
  if (chars.length === 0) return FILE_NAME_FALLBACK;
  if (chars.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? [...clean.slice(dot)] : [];
  const keep = ext.length < 16 ? ext : [];
  return (
    chars
      .slice(0, FILE_NAME_MAX - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}
