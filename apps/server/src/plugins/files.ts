import { createHash, randomBytes } from 'node:crypto';
import { fileTooLargeText, MAX_UPLOAD_BYTES, MSG, sanitizeFileName } from '@app/shared';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { refuseIllFormedText } from './text-input.ts';

/** Content types accepted, as sniffed from the bytes (never from the name). */
const DOCUMENTS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  // legacy .doc is an OLE compound file
  'application/x-cfb': 'doc',
};
const IMAGES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

export const isImage = (contentType: string) => contentType in IMAGES;
export const isDocument = (contentType: string) => contentType in DOCUMENTS;

export interface StoredFile {
  name: string;
  /** the client's name, sanitised: shown and sent as the download name, never used as a path */
  originalName: string;
  contentType: string;
  size: number;
}

/** The type of a file as its bytes say (never its name), or null when it is none the product takes. */
export async function sniffFile(data: Buffer): Promise<{ contentType: string; ext: string } | null> {
  const sniffed = await fileTypeFromBuffer(data);
  const mime = sniffed?.mime === 'application/msword' ? 'application/x-cfb' : sniffed?.mime;
  const ext = mime ? (DOCUMENTS[mime] ?? IMAGES[mime]) : undefined;
  if (!mime || !ext) return null;
  return { contentType: mime === 'application/x-cfb' ? 'application/msword' : mime, ext };
}

export async function storeFile(
  db: Db,
  data: Buffer,
  originalName: string,
  createdBy: number | null,
): Promise<StoredFile> {
  const type = await sniffFile(data);
  if (!type) throw new AppError('unsupported_type');
  const { contentType, ext } = type;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const shown = sanitizeFileName(originalName);
  await db.insert(files).values({
    name,
    originalName: shown,
    contentType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    createdBy,
  });
  return { name, originalName: shown, contentType, size: data.length };
}

export async function loadFile(db: Db, name: string) {
  const [row] = await db.select().from(files).where(eq(files.name, name)).limit(1);
  return row ?? null;
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition naming a download: `filename*` carries the real (UTF-8) name, `filename` an
 * ASCII stand-in for clients that ignore `filename*`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * Sends a stored file with its ETag (304 when the client has it). Inline files are cached a year
 * unless `cache` says otherwise; downloads never.
 */
export function sendFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; sha256: string; originalName: string },
  disposition: 'inline' | 'attachment',
  ifNoneMatch?: string,
  cache = 'public, max-age=31536000, immutable',
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', disposition === 'inline' ? cache : 'private, no-store')
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(disposition, file.originalName));
  if (ifNoneMatch === etag) return reply.code(304).send();
  return reply.send(file.data);
}

/** A file's names, type and size, without its bytes. */
export async function loadFileInfo(db: Db, name: string) {
  const [row] = await db
    .select({
      name: files.name,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(files)
    .where(eq(files.name, name))
    .limit(1);
  return row ?? null;
}

/** One file and a few fields: what an upload form sends. */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 };

/**
 * What went wrong while a multipart form was read, as what happened to this upload (its own size
 * limit named). Reading a form touches nothing but the request's bytes: any other failure there
 * (no boundary, a part cut off, malformed part headers, a connection closed mid-form) is the
 * client's malformed body, a 400, never a server fault.
 */
export function uploadRefusal(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('too_large', fileTooLargeText(maxBytes));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('validation', MSG.tooManyFields);
    case 'FST_FILES_LIMIT':
      return new AppError('validation', MSG.oneFileOnly);
    default:
      return new AppError('validation', MSG.badMultipart);
  }
}

/** A text field's value as sent (a part typed application/json arrives parsed), checked as any input is. */
export function fieldText(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  refuseIllFormedText({ [name]: text });
  return text;
}

/**
 * The file of an upload form (multipart, field `file`), at most `maxBytes`. The whole form is
 * read, so a second file or too many fields are refused wherever they come in the form.
 */
export async function readUpload(
  req: FastifyRequest,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new AppError('validation', 'Richiesta multipart con campo "file" attesa');
  let file: { data: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { ...UPLOAD_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        file = { data: await part.toBuffer(), filename: part.filename };
      } else if (part.type === 'file') {
        part.file.resume();
      } else {
        // unused, but refused like text anywhere else: NUL or a lone surrogate is a 400 naming it
        fieldText(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err, maxBytes);
  }
  if (!file)
    throw new AppError('validation', 'Campo "file" mancante', { errors: { file: 'Campo obbligatorio' } });
  return file;
}

export default fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
});
