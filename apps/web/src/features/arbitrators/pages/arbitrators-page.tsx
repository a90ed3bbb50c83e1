import { ARBITRATOR_STATUS_LABELS, type TArbitratorRow } from '@app/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn, RowActions } from '../../../components/row-actions';
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

function ArbitratorActions({ row }: { row: TArbitratorRow }) {
  const approve = useConfirmArbitrator();
  const remove = useDeleteArbitrator();
  const approval = row.approved ? (
    <CheckCircleIcon color="success" titleAccess="Approvato" sx={{ m: '5px' }} />
  ) : (
    <Tooltip title="Conferma arbitrator">
      <span>
        <IconButton
          aria-label={`Conferma ${row.email}`}
          color="success"
          size="small"
          disabled={approve.isPending}
          onClick={() => approve.mutate(row.id)}
        >
          <DoneIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <RowActions
      who={row.email}
      detailTo={`/arbitrators/${row.id}`}
      remove={{ mutation: remove, id: row.id }}
      leading={approval}
    />
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
  actionsColumn((row) => <ArbitratorActions row={row} />, 140),
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
