import { createHash, randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, sanitizeFileName } from '@app/shared';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

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

export async function storeFile(
  db: Db,
  data: Buffer,
  originalName: string,
  createdBy: number | null,
): Promise<StoredFile> {
  const sniffed = await fileTypeFromBuffer(data);
  const mime = sniffed?.mime === 'application/msword' ? 'application/x-cfb' : sniffed?.mime;
  const ext = mime ? (DOCUMENTS[mime] ?? IMAGES[mime]) : undefined;
  if (!mime || !ext) throw new AppError('unsupported_type');
  const contentType = mime === 'application/x-cfb' ? 'application/msword' : mime;
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

export default fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
});
