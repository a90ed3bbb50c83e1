import { MSG } from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from './confirm-dialog';
import { useSnackbar } from './snackbar';

/** A feature's delete mutation, as TanStack Query gives it. */
type Deletion = {
  mutate: (id: number, options: { onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type Props = {
  /** names the row in every button's accessible label */
  who: string;
  detailTo?: string;
  /** defaults to "Dettaglio di <who>" */
  detailLabel?: string;
  /** deletes the row after a confirmation; a refusal shows the server's message */
  remove?: { mutation: Deletion; id: number };
  /** actions before the detail link (e.g. approve) */
  leading?: ReactNode;
  /** actions between the detail link and delete (e.g. the orders of a conference) */
  children?: ReactNode;
};

/** The actions cell of a list row: the same buttons, labels and delete flow in every list. */
export function RowActions({ who, detailTo, detailLabel, remove, leading, children }: Props) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onDelete = async () => {
    if (!remove || !(await confirm({ message: MSG.confirmDelete, destructive: true }))) return;
    remove.mutation.mutate(remove.id, {
      onError: (error) => snackbar.show(error.message || MSG.somethingWrong, 'error'),
    });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {leading}
      {detailTo ? (
        <Tooltip title="Dettaglio">
          <IconButton
            aria-label={detailLabel ?? `Dettaglio di ${who}`}
            size="small"
            component={RouterLink}
            to={detailTo}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {children}
      {remove ? (
        <Tooltip title="Elimina">
          <span>
            <IconButton
              aria-label={`Elimina ${who}`}
              color="error"
              size="small"
              disabled={remove.mutation.isPending}
              onClick={onDelete}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

/** The "Azioni" column of a list, its cell drawn by the page. */
export function actionsColumn<R extends GridValidRowModel>(
  render: (row: R) => ReactNode,
  width = 110,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Azioni',
    width,
    sortable: false,
    renderCell: ({ row }) => render(row),
  };
}
