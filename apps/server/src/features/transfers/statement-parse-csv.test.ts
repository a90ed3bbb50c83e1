import type { TCsvMapping } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ALL_LAYOUTS, creditAgricole, intesa } from './fixtures/bank-csv.ts';
import { parseCsvAmount } from './statement-amount.ts';
import { parseStatementDate } from './statement-credit.ts';
import { findHeader, guessColumns, readCsvTable, sniffDelimiter } from './statement-csv-table.ts';
import { parseBankCsv } from './statement-parse-csv.ts';

/** The mapping the import page proposes for a file: header found, columns guessed from it. */
async function proposed(text: string, bank: string): Promise<TCsvMapping & { headerLine: number | null }> {
  const delimiter = sniffDelimiter(text);
  const records = await readCsvTable(text, delimiter);
  const headerLine = findHeader(records);
  const at = records.findIndex((r) => r.line === headerLine);
  const guess = guessColumns(at < 0 ? [] : records[at].cells, records.slice(at + 1));
  return { bank, delimiter, header_row: null, ...guess, headerLine };
}

describe('CSV exports of Italian banks', () => {
  it.each(ALL_LAYOUTS.map((layout) => [layout().bank, layout] as const))(
    '%s: header found under its block of details, the three credits read to the cent, debits and totals left out',
    async (_bank, layout) => {
      const { bank, text, header } = layout();
      const mapping = await proposed(text, bank);
      expect(mapping.headerLine).toBe(header);
      const parsed = await parseBankCsv(text, mapping);
      expect(parsed.credits.map((c) => [c.bookedOn, c.amount, c.currency])).toEqual([
        ['2025-11-03', 123456, 'EUR'],
        ['2025-11-05', 8050, 'EUR'],
        ['2025-11-05', 8050, 'EUR'],
      ]);
      expect(parsed.credits[0].reference).toContain('ORD-1042');
      expect(`${parsed.credits[1].payer} ${parsed.credits[1].reference}`.toUpperCase()).toContain(
        'NICCOLÒ CALÌ',
      );
      expect(parsed.skipped).toBe(2);
      // two same-day payments of the same fee by the same payer are two lines
      expect(new Set(parsed.credits.map((c) => c.checksum)).size).toBe(3);
    },
  );

  it('lists every row that is not a movement with its line and reason, and imports the others', async () => {
    const { text, bank } = intesa();
    const parsed = await parseBankCsv(text, await proposed(text, bank));
    expect(parsed.notes).toEqual([
      'Riga 13: saldo o totale, non è un movimento, esclusa «Saldo contabile al 30/11/2025 · 15.230,45»',
    ]);
    const broken = text.replace('05/11/2025;05/11/2025;Bonifico', '5 novembre;05/11/2025;Bonifico');
    const read = await parseBankCsv(broken, await proposed(text, bank));
    expect(read.credits.map((c) => c.amount)).toEqual([123456, 8050]);
    expect(read.notes[0]).toMatch(/^Riga 9: data «5 novembre» non leggibile, esclusa «5 novembre · /);
  });

  it('keeps a total row with two-digit years out, and reads "Dare" as debits whatever their sign', async () => {
    const { text, bank } = creditAgricole();
    const parsed = await parseBankCsv(text, await proposed(text, bank));
    expect(parsed.notes).toEqual([
      'Riga 10: saldo o totale, non è un movimento, esclusa «Totale · 47,60 · 1.395,56»',
    ]);
  });

  it('uses the header line the admin points at, and says when it is not in the file', async () => {
    const { text, bank } = intesa();
    const mapping = { ...(await proposed(text, bank)), header_row: 6 };
    expect((await parseBankCsv(text, mapping)).credits).toHaveLength(3);
    await expect(parseBankCsv(text, { ...mapping, header_row: 40 })).rejects.toThrow(
      'La riga 40 non è nel file',
    );
    await expect(parseBankCsv(text, { ...mapping, header_row: 2 })).rejects.toThrow(
      'Colonna "Data contabile" assente',
    );
  });

  it('says the header was not found when no row names a date and an amount', async () => {
    const text = 'a;b;c\n1;2;3\n';
    expect(findHeader(await readCsvTable(text, ';'))).toBeNull();
    const mapping = { ...(await proposed(intesa().text, 'X')), header_row: null };
    await expect(parseBankCsv(text, mapping)).rejects.toThrow('Riga di intestazione non trovata');
  });

  it('flags a foreign currency per row and refuses an unreadable one', async () => {
    const text = [
      'Data;Descrizione;Importo;Divisa',
      '03/11/2025;ORD-1;100,00;CHF',
      '03/11/2025;ORD-2;100,00;',
      '03/11/2025;ORD-3;100,00;€',
      '03/11/2025;ORD-4;100,00;franchi',
    ].join('\n');
    const mapping = await proposed(text, 'B');
    expect(mapping.currency).toBe('Divisa');
    const parsed = await parseBankCsv(text, mapping);
    expect(parsed.credits.map((c) => c.currency)).toEqual(['CHF', 'EUR', 'EUR']);
    expect(parsed.notes).toEqual([
      'Riga 5: valuta «franchi» non leggibile, esclusa «03/11/2025 · ORD-4 · 100,00 · franchi»',
    ]);
  });

  it('tells "Valuta" the value date from "Valuta" the currency', async () => {
    const text = 'Data;Valuta;Descrizione;Importo\n03/11/2025;04/11/2025;ORD-1;10,00\n';
    expect(await proposed(text, 'B')).toMatchObject({ date: 'Data', currency: '', amount: 'Importo' });
  });

  it('reads amounts as banks write them, to the cent', () => {
    const cases: [string, number | null][] = [
      ['1.234,56', 123456],
      ['1234,56', 123456],
      ['1,234.56', 123456],
      ['-12,30', -1230],
      ['12.5', 1250],
      ['8.850', 885000], // in a CSV the dot groups thousands when three digits follow
      ['+250,00', 25000],
      ['12,30-', -1230],
      ['(12,30)', -1230],
      ['€ 1.234,56', 123456],
      ['1\u00A0234,56 EUR', 123456],
      ['1,234,567.89', 123456789],
      ['19.99', 1999], // not 1998.9999…
      // cents live in an integer column: 21.474.836,47 € at most
      ['21.474.836,47', 2147483647],
      ['21.474.836,48', null],
      ['99999999999999999999', null],
      ['-(1,00)', null],
      ['1,2,3', null],
      ['', null],
    ];
    for (const [raw, cents] of cases) expect(parseCsvAmount(raw), raw).toBe(cents);
  });

  it('reads the dates banks write, two-digit years and month names included', () => {
    const cases: [string, string | null][] = [
      ['03/11/25', '2025-11-03'],
      ['3/11/2025', '2025-11-03'],
      ['03.11.2025', '2025-11-03'],
      ['03-11-2025', '2025-11-03'],
      ['2025-11-03', '2025-11-03'],
      ['2025-11-03T10:15:00+01:00', '2025-11-03'],
      ['20251103', '2025-11-03'],
      ['03/11/2025 10:22', '2025-11-03'],
      ['3 nov 2025', '2025-11-03'],
      ['03-NOV-25', '2025-11-03'],
      ['29/02/2024', '2024-02-29'],
      ['29/02/2025', null],
      ['11/31/2025', null],
      ['Saldo', null],
    ];
    for (const [raw, iso] of cases) expect(parseStatementDate(raw), raw).toBe(iso);
  });
});
