import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CsvAmount, CsvDate, type CsvRow } from './csv.ts';

/**
 * Excel workbooks of the lists and exports (`<list>/xlsx`, `"format": "xlsx"`), from the same rows
 * as their CSV: money cells (csvAmount) are numbers of euros in a euro format, date cells (csvDate)
 * real dates shown dd/mm/yyyy, text stays text (a workbook's string is never a formula, so nothing
 * is neutralised). Written by ExcelJS's streaming writer, a row committed as soon as it is added:
 * memory stays flat however many rows come.
 */

/** Rows a worksheet holds (Excel's limit), its header row included. */
export const XLSX_SHEET_ROWS = 1_048_576;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows written between two pauses: the download catches up (drains) before more are made. */
const PAUSE_EVERY = 500;
const EURO_FORMAT = '#,##0.00 [$€-410]';
const DATE_FORMAT = 'dd/mm/yyyy';
/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetTitle = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Foglio1';

/** The number format of a money or date cell. */
const formatOf = (value: unknown) =>
  value instanceof CsvAmount ? EURO_FORMAT : value instanceof CsvDate ? DATE_FORMAT : undefined;

/** A cell as the workbook stores it. */
function cell(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof CsvAmount) return value.cents / 100;
  // midnight UTC of the day: Excel's dates have no time zone, the day is what shows
  if (value instanceof CsvDate) return new Date(`${value.day}T00:00:00Z`);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * Waits until the download has taken what is written (a slower reader holds the next rows back
 * instead of having them pile up in memory); a reader gone stops the writing.
 */
async function caughtUp(out: Writable, sheet: ExcelJS.Worksheet) {
  // ExcelJS writes a sheet into the zip's entry without waiting for it (its buffer ignores
  // backpressure): the rows wait here while the entry still holds a full buffer to compress
  // (the entry is archiver's readable-stream PassThrough, older than `writableNeedDrain`)
  type Entry = Writable & { _writableState?: { needDrain?: boolean } };
  const entries = (sheet as unknown as { _stream?: { pipes?: Entry[] } })._stream?.pipes ?? [];
  for (const entry of entries) {
    if (entry.writableNeedDrain ?? entry._writableState?.needDrain) await drained(entry, out);
  }
  if (out.writableNeedDrain) await drained(out, out);
  else await yieldToIo();
}

/** `stream` drained; a download closed meanwhile stops the writing (and frees the rows' cursor). */
async function drained(stream: Writable, out: Writable) {
  if (out.destroyed) throw new Error('the xlsx download was closed before its end');
  // the loser's listeners go with the signal: one pause per 500 rows would pile them up on `out`
  const done = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }),
    ]);
  } finally {
    done.abort();
  }
  if (out.destroyed) throw new Error('the xlsx download was closed before its end');
}

/**
 * Writes `rows` as a workbook to `out`: a bold, frozen header with filters on each sheet; a sheet
 * holds at most `sheetRows` rows with its header, beyond that the rows go on in a new sheet
 * ("<name> 2", …) with the header again.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  header: string[],
  rows: AsyncIterable<CsvRow>,
  sheetRows = XLSX_SHEET_ROWS,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let sheetNo = 0;
  let inSheet = 0;
  const openSheet = () => {
    sheet?.commit();
    sheetNo += 1;
    const name = sheetTitle(sheetName);
    sheet = workbook.addWorksheet(sheetNo === 1 ? name : `${name.slice(0, 26)} ${sheetNo}`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(header.length, 1) } };
    sheet.columns = header.map((h, i) => {
      const numFmt = columnFormats[i];
      return { width: Math.min(Math.max(h.length + 4, 12), 40), ...(numFmt ? { style: { numFmt } } : {}) };
    });
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    inSheet = 1;
    return sheet;
  };
  // A column's format comes from its first row, as a column style every cell of it takes: a format
  // set cell by cell gave each cell a style object of its own, half the export's memory. A cell
  // whose type differs from its column's (a column empty in the first row) still gets its own.
  let columnFormats: (string | undefined)[] = [];
  let current: ExcelJS.Worksheet | null = null;
  let written = 0;
  for await (const row of rows) {
    if (current === null) {
      columnFormats = row.map(formatOf);
      current = openSheet();
    } else if (inSheet >= sheetRows) current = openSheet();
    const added = current.addRow(row.map(cell));
    row.forEach((value, i) => {
      const numFmt = formatOf(value);
      if (numFmt !== undefined && numFmt !== columnFormats[i]) added.getCell(i + 1).numFmt = numFmt;
    });
    added.commit();
    inSheet += 1;
    written += 1;
    if (written % PAUSE_EVERY === 0) await caughtUp(out, current);
  }
  (current ?? openSheet()).commit();
  await workbook.commit();
}

/** Answers `rows` as an .xlsx download, streamed; a failure mid-way ends the download broken. */
export function sendXlsx(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: AsyncIterable<CsvRow>,
  sheetName = 'Foglio1',
) {
  const body = new PassThrough();
  writeXlsx(body, sheetName, header, rows).catch((err) => {
    reply.log.warn({ err }, 'xlsx export failed');
    body.destroy(err);
  });
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/** "utenti.csv" → "utenti.xlsx". */
export const xlsxName = (csvName: string) => csvName.replace(/\.csv$/i, '') + '.xlsx';
