import { fileTooLargeText, MAX_SDI_RECEIPTS_BYTES } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import { looksLikeXml, MAX_XML_BYTES, readReceiptXml, type SdiReceipt } from './sdi-receipts-xml.ts';
import { type InflateCount, listZip, readZipEntry, type ZipEntry } from './sdi-receipts-zip.ts';

export type {
  SdiReceipt,
  SdiReceiptError,
  SdiReceiptKind,
  SdiReceiptStatus,
} from './sdi-receipts-xml.ts';

export type ReceiptsProblem = { file: string; reason: string };
export type ReceiptsRead = { receipts: SdiReceipt[]; problems: ReceiptsProblem[] };

export const SDI_RECEIPT_KIND_LABELS = {
  RC: 'Ricevuta di consegna',
  NS: 'Notifica di scarto',
  MC: 'Notifica di mancata consegna',
  NE: 'Notifica esito committente',
  AT: 'Attestazione di avvenuta trasmissione con impossibilità di recapito',
  DT: 'Notifica di decorrenza termini',
} as const;

/** Bounds on what an upload may cost; a month of notifications is a few KiB per file. */
export const SDI_RECEIPT_LIMITS = {
  uploadBytes: MAX_SDI_RECEIPTS_BYTES,
  xmlBytes: MAX_XML_BYTES,
  zipEntries: 200,
  unzippedBytes: 20 * 1024 * 1024,
} as const;

const MiB = 1024 * 1024;

/** 413: the archive, once extracted, would be (or already is) over the limit of the whole upload. */
const tooBigUnzipped = () =>
  new AppError(
    'too_large',
    `Archivio troppo grande una volta estratto (massimo ${SDI_RECEIPT_LIMITS.unzippedBytes / MiB} MiB in tutto)`,
  );

const notSdiUpload = () =>
  new AppError('validation', 'Il file non è una notifica SdI né un archivio ZIP di notifiche');

/** A local file header, or the end record alone of an empty archive. */
const isZip = (b: Uint8Array) =>
  b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));

/**
 * The SdI notifications in an upload: one XML, or a ZIP of them (told apart by their bytes, not by
 * the name). Entries that cannot be read are listed as problems; throws only when the upload as a
 * whole is too big or is neither XML nor a readable ZIP.
 */
export function parseSdiReceipts(bytes: Uint8Array, fileName: string): ReceiptsRead {
  if (bytes.length > SDI_RECEIPT_LIMITS.uploadBytes) {
    throw new AppError('too_large', fileTooLargeText(SDI_RECEIPT_LIMITS.uploadBytes));
  }
  const read: ReceiptsRead = { receipts: [], problems: [] };
  if (isZip(bytes)) readArchive(bytes, fileName, read);
  else if (looksLikeXml(bytes)) addXml(read, bytes, fileName);
  else throw notSdiUpload();
  return read;
}

function addXml(read: ReceiptsRead, bytes: Uint8Array, file: string) {
  const result = readReceiptXml(bytes, file);
  if ('problem' in result) read.problems.push({ file, reason: result.problem });
  else read.receipts.push(result);
}

/** Folders and what macOS adds to the archives it makes are not files anyone chose to send. */
const isPadding = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

function readArchive(bytes: Uint8Array, fileName: string, read: ReceiptsRead) {
  let entries: ZipEntry[];
  try {
    entries = listZip(bytes);
  } catch {
    throw notSdiUpload();
  }
  const max = SDI_RECEIPT_LIMITS.zipEntries;
  const files = entries.filter((entry) => !isPadding(entry.name));
  const taken = files.slice(0, max);
  // what the directory declares is refused before anything is inflated
  const declared = taken.reduce((sum, entry) => sum + (refusal(entry) ? 0 : entry.declaredSize), 0);
  if (declared > SDI_RECEIPT_LIMITS.unzippedBytes) throw tooBigUnzipped();
  // what is really inflated, entry after entry: entries may all point at one stream, or each go a
  // step past what they declare, so only this running total bounds what the upload costs
  const count: InflateCount = { inflated: 0 };
  for (const entry of taken) {
    const refused = refusal(entry);
    if (refused) {
      read.problems.push({ file: entry.name, reason: refused });
      continue;
    }
    const data = inflate(bytes, entry, count);
    if (count.inflated > SDI_RECEIPT_LIMITS.unzippedBytes) throw tooBigUnzipped();
    if (typeof data === 'string') read.problems.push({ file: entry.name, reason: data });
    else if (isZip(data)) read.problems.push({ file: entry.name, reason: 'archivio dentro un archivio' });
    else if (!looksLikeXml(data)) read.problems.push({ file: entry.name, reason: 'non è una notifica SdI' });
    else addXml(read, data, entry.name);
  }
  if (files.length > max) {
    read.problems.push({
      file: fileName,
      reason: `più di ${max} file nell'archivio: letti solo i primi ${max}`,
    });
  }
}

/** Why an entry is not even inflated, judged on what the directory declares. */
function refusal(entry: ZipEntry): string | null {
  if (entry.encrypted) return 'file protetto da password';
  if (entry.method !== 0 && entry.method !== 8) return 'file compresso in un formato non supportato';
  if (entry.declaredSize > SDI_RECEIPT_LIMITS.xmlBytes) return 'file troppo grande (massimo 1 MiB)';
  return null;
}

/**
 * The entry's bytes, never more than declared nor than what is left of the upload's limit, or why
 * not. Past the limit, `count` says so and the caller refuses the upload.
 */
function inflate(bytes: Uint8Array, entry: ZipEntry, count: InflateCount): Uint8Array | string {
  const left = SDI_RECEIPT_LIMITS.unzippedBytes - count.inflated;
  try {
    return (
      readZipEntry(bytes, entry, Math.min(entry.declaredSize, left), count) ??
      "file più grande di quanto dichiara l'archivio"
    );
  } catch {
    return "file danneggiato nell'archivio";
  }
}
