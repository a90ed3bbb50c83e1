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

/** A column of calendar dates. */
export function dateColumn<R extends GridValidRowModel>(col: Col<R>): GridColDef<R> {
  return { width: 110, ...col, valueFormatter: (value: string | null) => dateText(value) };
}

/** A column of instants (date and time, Rome), e.g. when a message was sent. */
export function whenColumn<R extends GridValidRowModel>(col: Col<R>): GridColDef<R> {
  return { width: 150, ...col, valueFormatter: (value: string) => formatWhen(value) };
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
