import { MSG, TRASH_KINDS, type TTrashItem } from '@app/shared';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatWhen } from '../../../components/history-panel';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { isApiError } from '../../../lib/api-client';
import { trashQuery } from '../api/list-trash';
import { useRestoreItem } from '../api/restore-item';

const FILTERS = [gridFilter('kind', 'Tipo', Object.keys(TRASH_KINDS), TRASH_KINDS)];

function RestoreButton({ row }: { row: TTrashItem }) {
  const restore = useRestoreItem();
  const snackbar = useSnackbar();
  // mutateAsync: the row (and this button) leaves the grid as soon as the list refetches, and
  // mutate()'s own callbacks would not run after that; the awaited result still arrives.
  const onClick = async () => {
    try {
      const body = await restore.mutateAsync({ kind: row.kind, id: row.id });
      snackbar.show(body.message);
    } catch (error) {
      snackbar.show(isApiError(error) ? error.message : MSG.somethingWrong, 'error');
    }
  };
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      disabled={restore.isPending}
      onClick={onClick}
      aria-label={`Ripristina ${row.title}`}
    >
      Ripristina
    </Button>
  );
}

const COLUMNS: readonly GridColDef<TTrashItem>[] = [
  // First, so that one click restores even on a phone, where the grid scrolls sideways.
  {
    field: 'restore',
    headerName: 'Azioni',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <RestoreButton row={row} />,
  },
  {
    field: 'kind',
    headerName: 'Tipo',
    width: 170,
    valueFormatter: (value: TTrashItem['kind']) => TRASH_KINDS[value] ?? value,
  },
  { field: 'title', headerName: 'Titolo', flex: 1, minWidth: 200 },
  {
    field: 'deleted_at',
    headerName: 'Eliminato il',
    width: 150,
    valueFormatter: (value: string) => formatWhen(value),
  },
];

/** Route /trash ("Cestino"): deleted records of every kind, restored with one click. */
export default function TrashPage() {
  usePageTitle('Cestino');
  return (
    <ResourceGrid
      label="Cestino"
      empty="Il cestino è vuoto: qui compaiono i record eliminati, per ripristinarli."
      columns={COLUMNS}
      query={trashQuery}
      getRowId={(row) => `${row.kind}-${row.id}`}
      defaultSort="-deleted_at"
      filters={FILTERS}
      searchLabel="Cerca titolo"
    />
  );
}
