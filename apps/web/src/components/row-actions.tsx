import { MSG } from '@app/shared';
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType, ReactNode } from 'react';
import { DeleteAction, IconAction } from './icon-action';
import { useSnackbar } from './snackbar';

/** A feature's delete mutation, as TanStack Query gives it. */
type Deletion = {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type Props = {
  /** names the row in every button's accessible label */
  who: string;
  detailTo?: string;
  /** defaults to "Dettaglio di <who>" */
  detailLabel?: string;
  /** deletes the row after a confirmation naming it, then says so; a refusal shows the server's message */
  remove?: { mutation: Deletion; id: number };
  /** actions before the detail link (e.g. approve) */
  leading?: ReactNode;
  /** actions between the detail link and delete (e.g. the orders of a conference) */
  children?: ReactNode;
};

/** The actions cell of a list row: the same buttons, labels and delete flow in every list. */
export function RowActions({ who, detailTo, detailLabel, remove, leading, children }: Props) {
  const snackbar = useSnackbar();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {leading}
      {detailTo ? (
        <IconAction
          title="Dettaglio"
          label={detailLabel ?? `Dettaglio di ${who}`}
          icon={<EditIcon fontSize="small" />}
          to={detailTo}
        />
      ) : null}
      {children}
      {remove ? (
        <DeleteAction
          title="Elimina"
          label={`Elimina ${who}`}
          disabled={remove.mutation.isPending}
          confirm={{ message: MSG.confirmDelete, destructive: true, details: [['Da eliminare', who]] }}
          onClick={() =>
            remove.mutation.mutate(remove.id, {
              onSuccess: () => snackbar.show(`Eliminato: ${who}`),
              onError: (error) =>
                snackbar.show((error instanceof Error && error.message) || MSG.somethingWrong, 'error'),
            })
          }
        />
      ) : null}
    </Stack>
  );
}

/** The "Azioni" column of a list (or another header, e.g. "Dettaglio"), its cell drawn by the page. */
export function actionsColumn<R extends GridValidRowModel>(
  render: (row: R) => ReactNode,
  width = 110,
  headerName = 'Azioni',
): GridColDef<R> {
  return {
    field: 'actions',
    headerName,
    width,
    sortable: false,
    renderCell: ({ row }) => render(row),
  };
}

type RecordActionsOptions<R> = {
  /** names the row in the buttons' accessible labels */
  who: (row: R) => string;
  detailTo: (row: R) => string;
  detailLabel?: (row: R) => string;
  /** the feature's delete mutation hook, e.g. useDeleteUser */
  useDelete: () => Deletion;
  /** a page's own buttons before the detail link (e.g. approve) */
  Leading?: ComponentType<{ row: R }>;
  /** a page's own buttons between the detail link and delete (e.g. the orders of a conference) */
  Extra?: ComponentType<{ row: R }>;
  width?: number;
};

/** The "Azioni" column of a list of records with a detail page and a delete: `RowActions` per row. */
export function recordActionsColumn<R extends GridValidRowModel & { id: number }>({
  who,
  detailTo,
  detailLabel,
  useDelete,
  Leading,
  Extra,
  width,
}: RecordActionsOptions<R>): GridColDef<R> {
  function RecordActions({ row }: { row: R }) {
    const remove = useDelete();
    return (
      <RowActions
        who={who(row)}
        detailTo={detailTo(row)}
        detailLabel={detailLabel?.(row)}
        remove={{ mutation: remove, id: row.id }}
        leading={Leading ? <Leading row={row} /> : null}
      >
        {Extra ? <Extra row={row} /> : null}
      </RowActions>
    );
  }
  return actionsColumn((row) => <RecordActions row={row} />, width);
}
