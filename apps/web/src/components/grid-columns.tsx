import { formatCents, formatDisplayDate } from '@app/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatWhen } from './history-panel';

/** A column's own settings (field, header, width, sortable…), its cell drawn by the helper. */
type Col<R extends GridValidRowModel> = Omit<GridColDef<R>, 'type' | 'renderCell' | 'valueFormatter'>;

/** A calendar date, dd/MM/yyyy; empty when there is none. */
export const dateText = (value: string | null | undefined) => formatDisplayDate(value);
/** Cents as euro, "€ 1.234,50". */
export const moneyText = (value: number) => formatCents(value);

// room for "dd/MM/yyyy" and "dd/MM/yyyy HH:mm" at the grid's font, with the cell's padding
const DATE_MIN_WIDTH = 110;
const WHEN_MIN_WIDTH = 150;

/** A column of calendar dates, never too narrow for dd/MM/yyyy. */
export function dateColumn<R extends GridValidRowModel>(col: Col<R>): GridColDef<R> {
  return {
    width: DATE_MIN_WIDTH,
    ...col,
    minWidth: Math.max(col.minWidth ?? 0, DATE_MIN_WIDTH),
    valueFormatter: (value: string | null) => dateText(value),
  };
}

/** A column of instants (date and time, Rome), e.g. when a message was sent. */
export function whenColumn<R extends GridValidRowModel>(col: Col<R>): GridColDef<R> {
  return {
    width: WHEN_MIN_WIDTH,
    ...col,
    minWidth: Math.max(col.minWidth ?? 0, WHEN_MIN_WIDTH),
    valueFormatter: (value: string) => formatWhen(value),
  };
}

// a header's letters at the grid's 14px medium font, plus the cell padding and the arrow a sorted column shows
const HEADER_CHAR_PX = 8;
const HEADER_CHROME_PX = 52;
// a column given no width shares the free space, but no narrower than the grid's usual 100 px
const FLEX_MIN_WIDTH = 100;

/** The cell padding, each side: MUI's 10 px, or 6 px in a grid of wrapped cells (ResourceGrid's wrapCells). */
export const CELL_PADDING = { normal: 10, tight: 6 } as const;

/** The narrowest a column can be without cutting its header ("Data ordine", not "Data ord…"). */
export const headerMinWidth = (headerName: string | undefined, padding: number = CELL_PADDING.normal) =>
  headerName
    ? headerName.length * HEADER_CHAR_PX + HEADER_CHROME_PX - 2 * (CELL_PADDING.normal - padding)
    : 0;

// a fixed column gives up at most this share of its width when the list is short of room
const MAX_SHRINK = 0.2;

/**
 * The one share `s` of their widths the shrinking columns keep so that together they take `room`
 * px, each kept at least at its floor: what a column held at its floor cannot give up, the others
 * give (the share is found again without it). 1 when they fit as they are.
 */
function fitScale(sizes: readonly { width: number; floor: number }[], room: number): number {
  const held = new Set<number>();
  for (;;) {
    const floors = sizes.reduce((sum, size, i) => sum + (held.has(i) ? size.floor : 0), 0);
    const free = sizes.reduce((sum, size, i) => sum + (held.has(i) ? 0 : size.width), 0);
    if (free === 0) return 0;
    const scale = Math.min(1, (room - floors) / free);
    const below = sizes.flatMap((size, i) => (!held.has(i) && size.width * scale < size.floor ? [i] : []));
    if (below.length === 0) return scale;
    for (const i of below) held.add(i);
  }
}

/**
 * The columns as a list lays them out: none narrower than its header, those without a width
 * sharing the free space; when the fixed widths add up to more than `available` px, they give up
 * to a fifth each, so a list fits at 1366 px instead of hiding its last columns. On a phone
 * (`narrow`) the actions come first, so a row's main action is on screen without scrolling sideways.
 */
export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  narrow: boolean,
  available = Number.POSITIVE_INFINITY,
  padding: number = CELL_PADDING.normal,
): GridColDef<R>[] {
  const fitted = columns.map((col): GridColDef<R> => {
    const min = Math.max(col.minWidth ?? 0, headerMinWidth(col.headerName, padding));
    if (col.width === undefined && col.flex === undefined) {
      return { ...col, flex: 1, minWidth: Math.max(min, FLEX_MIN_WIDTH) };
    }
    return { ...col, minWidth: min, ...(col.width === undefined ? {} : { width: Math.max(col.width, min) }) };
  });
  // fixed columns shrink together; flex ones are at their minimum already, and actions keep their buttons whole
  const shrinks = (col: GridColDef<R>) => !col.flex && col.width !== undefined && col.field !== 'actions';
  const widthOf = (col: GridColDef<R>) => (col.flex ? (col.minWidth ?? 0) : (col.width ?? 100));
  const rigid = fitted.filter((col) => !shrinks(col)).reduce((sum, col) => sum + widthOf(col), 0);
  const sizes = fitted.filter(shrinks).map((col) => {
    const width = widthOf(col);
    return { width, floor: Math.max(col.minWidth ?? 0, Math.floor(width * (1 - MAX_SHRINK))) };
  });
  const scale = fitScale(sizes, available - rigid);
  const shrunk =
    scale >= 1
      ? fitted
      : fitted.map((col) =>
          shrinks(col)
            ? {
                ...col,
                width: Math.max(
                  col.minWidth ?? 0,
                  Math.floor((col.width ?? 0) * (1 - MAX_SHRINK)),
                  Math.floor((col.width ?? 0) * scale),
                ),
              }
            : col,
        );
  if (!narrow) return shrunk;
  return [
    ...shrunk.filter((col) => col.field === 'actions'),
    ...shrunk.filter((col) => col.field !== 'actions'),
  ];
}

/** A column of amounts in cents, right-aligned; `format` for another currency. */
export function moneyColumn<R extends GridValidRowModel>(
  col: Col<R>,
  format: (value: number, row: R) => string = moneyText,
): GridColDef<R> {
  return {
    width: 120,
    align: 'right',
    headerAlign: 'right',
    ...col,
    valueFormatter: (value: number, row) => format(value, row),
  };
}

/** A yes/no state as a small outlined chip: green when `on`, grey otherwise. */
export function FlagChip({ on, label }: { on: boolean; label: string }) {
  return <Chip size="small" variant="outlined" color={on ? 'success' : 'default'} label={label} />;
}

/** A column whose cell is a chip (or a few), e.g. a status. */
export function chipColumn<R extends GridValidRowModel>(
  col: Col<R>,
  render: (row: R) => ReactNode,
): GridColDef<R> {
  return { ...col, renderCell: ({ row }) => render(row) };
}

/** A column of yes/no states: `FlagChip`s. */
export function flagColumn<R extends GridValidRowModel>(
  col: Col<R>,
  on: (row: R) => boolean,
  label: (row: R) => string,
): GridColDef<R> {
  return chipColumn(col, (row) => <FlagChip on={on(row)} label={label(row)} />);
}

/** A column whose cell links to another page; `link` null shows "—". */
export function linkColumn<R extends GridValidRowModel>(
  col: Col<R>,
  link: (row: R) => { to: string; text: string } | null,
): GridColDef<R> {
  return {
    ...col,
    renderCell: ({ row }) => {
      const target = link(row);
      return target ? (
        <Link component={RouterLink} to={target.to} underline="hover">
          {target.text}
        </Link>
      ) : (
        '—'
      );
    },
  };
}
