import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { dateColumn, fitColumns, headerMinWidth, linkColumn, moneyColumn } from './grid-columns';

type Row = { id: number; date: string | null; total: number; currency: string };
const row: Row = { id: 1, date: '2026-03-05', total: 123450, currency: 'EUR' };

// what the grid calls: (value, row, column, apiRef); the helpers use the first two
const format = (col: GridColDef<Row>, value: unknown) =>
  (col.valueFormatter as (value: unknown, row: Row) => string)(value, row);

describe('grid columns', () => {
  it('shows calendar dates as dd/MM/yyyy and nothing for a missing one', () => {
    const col = dateColumn<Row>({ field: 'date', headerName: 'Data' });
    expect(col).toMatchObject({ field: 'date', headerName: 'Data', width: 110 });
    expect(format(col, '2026-03-05')).toBe('05/03/2026');
    expect(format(col, null)).toBe('');
  });

  it('keeps the settings a page gives, over the defaults', () => {
    const col = dateColumn<Row>({ field: 'date', headerName: 'Data', width: 140, sortable: false });
    expect(col).toMatchObject({ width: 140, sortable: false });
  });

  it('shows cents as euro, right-aligned, or in the page’s own format', () => {
    const col = moneyColumn<Row>({ field: 'total', headerName: 'Totale' });
    expect(col).toMatchObject({ align: 'right', headerAlign: 'right', width: 120 });
    expect(format(col, 123450)).toBe('€ 1.234,50');
    const own = moneyColumn<Row>(
      { field: 'total', headerName: 'Importo' },
      (v, r) => `${v / 100} ${r.currency}`,
    );
    expect(format(own, 250)).toBe('2.5 EUR');
  });

  it('draws "—" where a row has nothing to link to', () => {
    const col = linkColumn<Row>({ field: 'id', headerName: 'Link' }, () => null);
    const render = col.renderCell as (params: { row: Row }) => unknown;
    expect(render({ row })).toBe('—');
  });

  it('never cuts a header, lets columns without a width share the space, and puts actions first on a phone', () => {
    const columns: GridColDef<Row>[] = [
      dateColumn<Row>({ field: 'date', headerName: 'Data ordine' }),
      { field: 'name', headerName: 'Nome' },
      { field: 'total', headerName: 'Totale', width: 60 },
      { field: 'actions', headerName: 'Azioni', width: 110 },
    ];
    const wide = fitColumns(columns, false);
    expect(wide.map((c) => c.field)).toEqual(['date', 'name', 'total', 'actions']);
    const [date, name, total] = wide;
    expect(date.width).toBeGreaterThanOrEqual(headerMinWidth('Data ordine'));
    expect(date.minWidth).toBe(date.width);
    expect(name).toMatchObject({ flex: 1, minWidth: 100 });
    expect(total.width).toBe(headerMinWidth('Totale'));
    expect(fitColumns(columns, true).map((c) => c.field)).toEqual(['actions', 'date', 'name', 'total']);
  });

  it('lets fixed columns give up to a fifth of their width when the list is short of room', () => {
    const columns: GridColDef<Row>[] = [
      { field: 'a', headerName: 'A', width: 200 },
      { field: 'b', headerName: 'B', width: 200 },
      { field: 'actions', headerName: 'Azioni', width: 100 },
    ];
    expect(fitColumns(columns, false, 450).map((c) => c.width)).toEqual([175, 175, 100]);
    // never below four fifths: past that the grid scrolls
    expect(fitColumns(columns, false, 100).map((c) => c.width)).toEqual([160, 160, 100]);
    expect(fitColumns(columns, false, 2000).map((c) => c.width)).toEqual([200, 200, 100]);
  });

  it('asks the others for what a column at its narrowest cannot give up', () => {
    const columns: GridColDef<Row>[] = [
      // its header needs 116 px: it gives up 4 px, not a fifth
      { field: 'a', headerName: 'Scadenza', width: 120 },
      { field: 'b', headerName: 'B', width: 200 },
      { field: 'actions', headerName: 'Azioni', width: 100 },
    ];
    expect(fitColumns(columns, false, 386).map((c) => c.width)).toEqual([116, 170, 100]);
  });

  it('keeps a date column wide enough for dd/MM/yyyy whatever width the page asks', () => {
    expect(dateColumn<Row>({ field: 'date', headerName: 'Il', width: 70 }).minWidth).toBe(110);
  });
});
