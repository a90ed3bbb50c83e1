import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../test/xlsx-read.ts';
import { csvAmount, csvDate } from './csv.ts';
import { writeXlsx } from './xlsx.ts';

async function workbookOf(rows: unknown[][], sheetRows?: number) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(
    out,
    'Pagamenti: 2026/1',
    ['Data', 'Azienda', 'Importo'],
    (async function* () {
      yield* rows;
    })(),
    sheetRows,
  );
  await done;
  return readWorkbook(Buffer.concat(chunks));
}

describe('the workbook writer', () => {
  it('writes typed cells: dates as dates, euro amounts as numbers in a euro format, text as text', async () => {
    const [sheet] = await workbookOf([[csvDate('2026-04-01'), '=HYPERLINK("x")', csvAmount(123456)]]);
    expect(sheet.name).toBe('Pagamenti  2026 1');
    expect(sheet.rows[0]).toEqual(['Data', 'Azienda', 'Importo']);
    const [date, text, amount] = sheet.rows[1];
    expect(date).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(sheet.sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    // a formula-looking text stays a string cell, never a formula
    expect(text).toBe('=HYPERLINK("x")');
    expect(sheet.sheet.getCell('B2').type).toBe(3); // ValueType.String
    expect(amount).toBe(1234.56);
    expect(sheet.sheet.getCell('C2').numFmt).toContain('€');
  });

  it('freezes the header and puts filters on it', async () => {
    const [sheet] = await workbookOf([[csvDate('2026-04-01'), 'A', csvAmount(1)]]);
    expect(sheet.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.sheet.autoFilter).toBeTruthy();
    expect(sheet.sheet.getRow(1).font?.bold).toBe(true);
  });

  it('goes on in a second sheet, header repeated, once a sheet is full', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => [csvDate('2026-04-01'), `Azienda ${i}`, csvAmount(i)]);
    const sheets = await workbookOf(rows, 4);
    expect(sheets.map((s) => s.rows.length)).toEqual([4, 4, 2]);
    for (const s of sheets) expect(s.rows[0]).toEqual(['Data', 'Azienda', 'Importo']);
    expect(sheets.flatMap((s) => s.rows.slice(1).map((r) => r[1]))).toEqual(rows.map((r) => r[1]));
    expect(sheets[1].name).toBe('Pagamenti  2026 1 2');
  });

  it('formats a money or date cell of a column empty in the first row, and every sheet alike', async () => {
    const rows = [
      [null, 'A', null],
      [csvDate('2026-04-02'), 'B', csvAmount(250)],
      [csvDate('2026-04-03'), 'C', csvAmount(-99)],
      [csvDate('2026-04-04'), 'D', csvAmount(1)],
    ];
    const sheets = await workbookOf(rows, 3);
    expect(sheets.map((s) => s.rows.length)).toEqual([3, 3]);
    expect(sheets[0].sheet.getCell('A3').numFmt).toBe('dd/mm/yyyy');
    expect(sheets[0].sheet.getCell('C3').numFmt).toContain('€');
    expect(sheets[0].rows[2][2]).toBe(2.5);
    expect(sheets[1].sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    expect(sheets[1].sheet.getCell('C3').numFmt).toContain('€');
    expect(sheets[1].rows[2][2]).toBe(0.01);
  });

  it('writes the header alone when there is no row', async () => {
    const [sheet] = await workbookOf([]);
    expect(sheet.rows).toEqual([['Data', 'Azienda', 'Importo']]);
  });

  it('waits for a slow download without piling listeners on it (no warning in the log)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const out = new PassThrough({ highWaterMark: 1024 });
      let bytes = 0;
      const reading = (async () => {
        for await (const chunk of out) {
          bytes += (chunk as Buffer).length;
          await new Promise((r) => setImmediate(r));
        }
      })();
      const rows = (async function* () {
        for (let i = 0; i < 20_000; i++) yield [csvDate('2026-04-01'), `Studio ${i}`, csvAmount(i)];
      })();
      await writeXlsx(out, 'Pagamenti', ['Data', 'Azienda', 'Importo'], rows);
      await reading;
      await new Promise((r) => setImmediate(r));
      expect(bytes).toBeGreaterThan(100_000);
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
