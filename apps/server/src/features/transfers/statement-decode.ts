import { STATEMENT_MAX_CHARS, STATEMENT_MSG, type TStatementFile } from '@app/shared';
import iconv from 'iconv-lite';
import { AppError } from '../../lib/app-error.ts';

export type Encoding = 'UTF-8' | 'UTF-16' | 'Windows-1252';

/** The statement (≤ 2 MiB of text, or its bytes in base64) travels inside the JSON body. */
export const statementBodyLimit = STATEMENT_MAX_CHARS * 4 + 64 * 1024;

const strict = (label: string) => new TextDecoder(label, { fatal: true, ignoreBOM: false });

/**
 * A statement's bytes as text. A BOM says the encoding; otherwise bytes that are valid UTF-8 are
 * UTF-8, and anything else is Windows-1252, which Italian banks' CSV exports (and Excel's "CSV")
 * still use: "Commissione €" must not come out as "Commissione \uFFFD".
 */
export function decodeStatement(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const read = decode(bytes);
  if (!read) throw new AppError('validation', STATEMENT_MSG.notDecodable);
  return read;
}

/** A statement is text: NUL and other control characters mean a binary file (a PDF, a ZIP, an .xls). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BINARY = /[\u0000-\u0008\u000E-\u001F]/;

function decode(bytes: Uint8Array): { text: string; encoding: Encoding } | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      return { text: strict('utf-16le').decode(bytes), encoding: 'UTF-16' };
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
      return { text: strict('utf-16be').decode(bytes), encoding: 'UTF-16' };
  } catch {
    return null;
  }
  try {
    return { text: strict('utf-8').decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Node's own TextDecoder reads 'windows-1252' as Latin-1 in some releases, losing "€" and the
    // curly quotes (0x80–0x9F): iconv-lite has the real table
    return { text: iconv.decode(Buffer.from(bytes), 'win1252'), encoding: 'Windows-1252' };
  }
}

/** The file of a request: its text as sent, or its bytes decoded; the BOM never reaches the parsers. */
export function readStatementFile(file: Pick<TStatementFile, 'content' | 'content_base64'>): {
  text: string;
  encoding: Encoding;
} {
  const read =
    file.content_base64 !== undefined
      ? decodeStatement(Buffer.from(file.content_base64, 'base64'))
      : { text: file.content ?? '', encoding: 'UTF-8' as const };
  const text = read.text.replace(/^\uFEFF/, '');
  if (BINARY.test(text)) throw new AppError('validation', STATEMENT_MSG.notDecodable);
  if (text.trim() === '')
    throw new AppError('validation', 'Il file è vuoto', { errors: { content: 'Il file è vuoto' } });
  if (text.length > STATEMENT_MAX_CHARS) throw new AppError('validation', 'Il file supera 2 MiB');
  return { text, encoding: read.encoding };
}
