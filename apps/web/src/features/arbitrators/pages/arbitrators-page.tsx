import { ARBITRATOR_STATUS_LABELS, detailPath, type TArbitratorRow } from '@app/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import type { GridColDef } from '@mui/x-data-grid';
import { flagColumn } from '../../../components/grid-columns';
import { IconAction } from '../../../components/icon-action';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useConfirmArbitrator } from '../api/confirm-arbitrator';
import { useDeleteArbitrator } from '../api/delete-arbitrator';
import { arbitratorsQuery } from '../api/list-arbitrators';

const FILTERS = [
  gridFilter('approved', 'Stato', ['0', '1'], (v) => ARBITRATOR_STATUS_LABELS[v === '1' ? 1 : 0]),
];

/** Approved, or the button that approves. */
function Approval({ row }: { row: TArbitratorRow }) {
  const approve = useConfirmArbitrator();
  return row.approved ? (
    <CheckCircleIcon color="success" titleAccess="Approvato" sx={{ m: '5px' }} />
  ) : (
    <IconAction
      title="Conferma arbitrator"
      label={`Conferma ${row.email}`}
      icon={<DoneIcon fontSize="small" />}
      color="success"
      disabled={approve.isPending}
      onClick={() => approve.mutate(row.id)}
    />
  );
}

const COLUMNS: readonly GridColDef<TArbitratorRow>[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  flagColumn(
    { field: 'approved', headerName: 'Stato', width: 160 },
    (row) => Boolean(row.approved),
    (row) => ARBITRATOR_STATUS_LABELS[row.approved],
  ),
  recordActionsColumn({
    who: (row) => row.email,
    detailTo: (row) => detailPath('arbitrator', row.id),
    useDelete: useDeleteArbitrator,
    Leading: Approval,
    width: 140,
  }),
];

/** Route /arbitrators: every arbitrator (all=true), approved from the grid. */
export default function ArbitratorsPage() {
  usePageTitle('Lista Arbitrator');
  return (
    <ResourceGrid
      label="Lista Arbitrator"
      columns={COLUMNS}
      query={arbitratorsQuery}
      defaultSort="id"
      filters={FILTERS}
      searchLabel="Cerca email o nome"
    />
  );
}
