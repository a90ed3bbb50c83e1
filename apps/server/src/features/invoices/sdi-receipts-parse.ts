import { fileTooLargeText, MAX_SDI_RECEIPTS_BYTES } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import { looksLikeXml, MAX_XML_BYTES, readReceiptXml, type SdiReceipt } from './sdi-receipts-xml.ts';
import { listZip, readZipEntry, type ZipEntry } from './sdi-receipts-zip.ts';

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
  let files = 0;
  let unzipped = 0;
  for (const entry of entries) {
    if (isPadding(entry.name)) continue;
    if (++files > SDI_RECEIPT_LIMITS.zipEntries) {
      const max = SDI_RECEIPT_LIMITS.zipEntries;
      read.problems.push({
        file: fileName,
        reason: `più di ${max} file nell'archivio: letti solo i primi ${max}`,
      });
      return;
    }
    const refused = refusal(entry, unzipped);
    if (refused) {
      read.problems.push({ file: entry.name, reason: refused });
      continue;
    }
    unzipped += entry.declaredSize;
    const data = inflate(bytes, entry);
    if (typeof data === 'string') read.problems.push({ file: entry.name, reason: data });
    else if (isZip(data)) read.problems.push({ file: entry.name, reason: 'archivio dentro un archivio' });
    else if (!looksLikeXml(data)) read.problems.push({ file: entry.name, reason: 'non è una notifica SdI' });
    else addXml(read, data, entry.name);
  }
}

/** Why an entry is not even inflated, judged on what the directory declares. */
function refusal(entry: ZipEntry, unzippedSoFar: number): string | null {
  if (entry.encrypted) return 'file protetto da password';
  if (entry.method !== 0 && entry.method !== 8) return 'file compresso in un formato non supportato';
  if (entry.declaredSize > SDI_RECEIPT_LIMITS.xmlBytes) return 'file troppo grande (massimo 1 MiB)';
  if (unzippedSoFar + entry.declaredSize > SDI_RECEIPT_LIMITS.unzippedBytes) {
    return 'archivio troppo grande una volta estratto (massimo 20 MiB in tutto)';
  }
  return null;
}

/** The entry's bytes, never more than declared (so never more than the limits), or why not. */
function inflate(bytes: Uint8Array, entry: ZipEntry): Uint8Array | string {
  try {
    return readZipEntry(bytes, entry, entry.declaredSize) ?? "file più grande di quanto dichiara l'archivio";
  } catch {
    return "file danneggiato nell'archivio";
  }
}
