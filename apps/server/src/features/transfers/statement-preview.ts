import { PREVIEW_ROWS, type TStatementPreview, type TStatementPreviewBody } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { columnKey, findHeader, guessColumns, readCsvTable, sniffDelimiter } from './statement-csv-table.ts';
import { readStatementFile } from './statement-decode.ts';
import { isXml } from './statement-parse.ts';
import { csvMapping } from './statement-repository.ts';

/** Cells are cut for the preview: it shows where the columns are, not the whole description. */
const PREVIEW_CELLS = 30;
const PREVIEW_CHARS = 100;

/**
 * What the import page needs to map a CSV: the encoding and delimiter read, the first lines, the
 * header row found, and the columns (the bank's remembered ones when its header has them all,
 * else guessed from the names). A CAMT.053 needs none of it.
 */
export async function previewStatement(db: Db, body: TStatementPreviewBody): Promise<TStatementPreview> {
  const { text, encoding } = readStatementFile(body);
  if (isXml(text))
    return { format: 'camt053', encoding, delimiter: ';', rows: [], header_row: null, mapping: null };
  const remembered = body.bank ? await csvMapping(db, body.bank) : null;
  const delimiter = body.delimiter ?? remembered?.delimiter ?? sniffDelimiter(text);
  const records = await readCsvTable(text, delimiter);
  const rows = records.slice(0, PREVIEW_ROWS).map((r) => ({
    line: r.line,
    cells: r.cells.slice(0, PREVIEW_CELLS).map((c) => c.slice(0, PREVIEW_CHARS)),
  }));
  const names = remembered
    ? [
        remembered.date,
        remembered.amount,
        remembered.debit,
        remembered.credit,
        remembered.payer,
        remembered.reference,
      ]
    : [];
  const headerRow = findHeader(records, names);
  const at = records.findIndex((r) => r.line === headerRow);
  if (at < 0) return { format: 'csv', encoding, delimiter, rows, header_row: null, mapping: null };
  const header = records[at].cells;
  const keys = header.map(columnKey);
  const fits = remembered && names.filter(Boolean).every((n) => keys.includes(columnKey(n)));
  const mapping =
    remembered && fits
      ? {
          date: remembered.date,
          amount_mode: remembered.amount_mode,
          amount: remembered.amount,
          debit: remembered.debit,
          credit: remembered.credit,
          payer: remembered.payer,
          reference: remembered.reference,
          currency: remembered.currency,
        }
      : guessColumns(header, records.slice(at + 1));
  return { format: 'csv', encoding, delimiter, rows, header_row: headerRow, mapping };
}
