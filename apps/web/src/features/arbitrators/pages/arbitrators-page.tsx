import { ARBITRATOR_STATUS_LABELS, MSG, type TArbitratorRow } from '@app/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { useConfirmArbitrator } from '../api/confirm-arbitrator';
import { useDeleteArbitrator } from '../api/delete-arbitrator';
import { arbitratorsQuery } from '../api/list-arbitrators';

const FILTERS: readonly GridFilter[] = [
  {
    name: 'approved',
    label: 'Stato',
    options: [
      { value: '0', label: ARBITRATOR_STATUS_LABELS[0] },
      { value: '1', label: ARBITRATOR_STATUS_LABELS[1] },
    ],
  },
];

function RowActions({ row }: { row: TArbitratorRow }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const approve = useConfirmArbitrator();
  const remove = useDeleteArbitrator();
  const who = `${row.email}`;

  const onDelete = async () => {
    if (!(await confirm({ message: MSG.confirmDelete, confirmLabel: 'Elimina', destructive: true }))) return;
    remove.mutate(row.id, { onError: () => snackbar.show(MSG.somethingWrong, 'error') });
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {row.approved ? (
        <CheckCircleIcon color="success" titleAccess="Approvato" sx={{ m: '5px' }} />
      ) : (
        <Tooltip title="Conferma arbitrator">
          <span>
            <IconButton
              aria-label={`Conferma ${who}`}
              color="success"
              size="small"
              disabled={approve.isPending}
              onClick={() => approve.mutate(row.id)}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title="Dettaglio">
        <IconButton
          aria-label={`Dettaglio di ${who}`}
          size="small"
          component={RouterLink}
          to={`/arbitrators/${row.id}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Elimina">
        <span>
          <IconButton
            aria-label={`Elimina ${who}`}
            color="error"
            size="small"
            disabled={remove.isPending}
            onClick={onDelete}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

const COLUMNS: readonly GridColDef<TArbitratorRow>[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  {
    field: 'approved',
    headerName: 'Stato',
    width: 160,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.approved ? 'success' : 'default'}
        label={ARBITRATOR_STATUS_LABELS[row.approved]}
      />
    ),
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

/** Route /arbitrators: every arbitrator (all=true), approved from the grid. */
export default function ArbitratorsPage() {
  usePageTitle('Lista Arbitrator');
  return (
    <ResourceGrid
      label="Lista Arbitrator"
      columns={COLUMNS}
      query={arbitratorsQuery}
      getRowId={(row) => row.id}
      defaultSort="id"
      filters={FILTERS}
      searchLabel="Cerca email o nome"
    />
  );
}
