import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CsvAmount, type CsvRow } from './csv.ts';

/** Rows a worksheet holds (Excel's limit), its header row included. */
export const XLSX_SHEET_ROWS = 1_048_576;
/** Rows written between two pauses that let the socket drain. */
const PAUSE_EVERY = 500;

/** A cell as the workbook stores it: money as a number of euros (2 decimals), text as text. */
function cell(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof CsvAmount) return value.cents / 100;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value;
  if (typeof value === 'boolean') return value;
  // a string is never a formula in a workbook: no neutralising needed
  return String(value);
}

/**
 * Writes `rows` as an Excel workbook to `out`, streamed (the workbook writer commits each row): a
 * sheet holds at most XLSX_SHEET_ROWS rows with the header, beyond that the rows go on in a new
 * sheet ("<name> 2", …), each with the header. Money cells (csvAmount) get a euro format.
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
  let sheetNo = 0;
  let sheet: ExcelJS.Worksheet | null = null;
  let inSheet = 0;
  const openSheet = () => {
    sheet?.commit();
    sheetNo += 1;
    sheet = workbook.addWorksheet(sheetNo === 1 ? sheetName : `${sheetName} ${sheetNo}`.slice(0, 31));
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    inSheet = 1;
  };
  openSheet();
  let written = 0;
  for await (const row of rows) {
    if (inSheet >= sheetRows) openSheet();
    const added = (sheet as unknown as ExcelJS.Worksheet).addRow(row.map(cell));
    row.forEach((v, i) => {
      if (v instanceof CsvAmount) added.getCell(i + 1).numFmt = '#,##0.00 [$€-410]';
    });
    added.commit();
    inSheet += 1;
    written += 1;
    if (written % PAUSE_EVERY === 0) await yieldToIo();
  }
  (sheet as unknown as ExcelJS.Worksheet).commit();
  await workbook.commit();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
