import { ARBITRATOR_STATE_LABELS, ARBITRATOR_STATUSES, detailPath, type TArbitratorRow } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { flagColumn } from '../../../components/grid-columns';
import { IconAction } from '../../../components/icon-action';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteArbitrator } from '../api/delete-arbitrator';
import { arbitratorsQuery } from '../api/list-arbitrators';
import { ARBITRATOR_BULK } from '../components/arbitrator-bulk';
import { fullName, useApprove } from '../components/use-approve';

/** An icon button's width (small: 34 px), also when the check icon stands in its place. */
const APPROVAL_WIDTH = 34;

const FILTERS = [gridFilter('status', 'Stato', ARBITRATOR_STATUSES, ARBITRATOR_STATE_LABELS)];

/**
 * Approved, rejected, or the button that approves: one width for all, so the buttons after it never
 * move. Rejecting asks for a reason: it is done from the detail.
 */
function Approval({ row }: { row: TArbitratorRow }) {
  const approve = useApprove();
  return (
    <Box sx={{ width: APPROVAL_WIDTH, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
      {row.status === 'approved' ? (
        <CheckCircleIcon color="success" fontSize="small" titleAccess="Già confermato" />
      ) : row.status === 'rejected' ? (
        <BlockIcon color="error" fontSize="small" titleAccess="Candidatura rifiutata" />
      ) : (
        <IconAction
          title="Conferma arbitrator"
          label={`Conferma ${fullName(row)}`}
          icon={<DoneIcon fontSize="small" />}
          color="success"
          disabled={approve.pending}
          onClick={() => approve.run(row)}
        />
      )}
    </Box>
  );
}

const COLUMNS: readonly GridColDef<TArbitratorRow>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'surname',
    headerName: 'Nome e cognome',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, row) => `${row.name} ${row.surname}`.trim() || '—',
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  flagColumn(
    { field: 'approved', headerName: 'Stato', width: 160 },
    (row) => Boolean(row.approved),
    (row) => ARBITRATOR_STATE_LABELS[row.status],
  ),
  recordActionsColumn({
    who: fullName,
    detailTo: (row) => detailPath('arbitrator', row.id),
    useDelete: useDeleteArbitrator,
    Leading: Approval,
    width: 140,
  }),
];

/**
 * Route /arbitrators: every arbitrator (all=true), approved from the grid, filtered by status; applications
 * waiting for a decision first, newest first (`sort=review`), so a new one is never on the last page.
 */
export default function ArbitratorsPage() {
  usePageTitle('Lista Arbitrator');
  return (
    <ResourceGrid
      label="Lista Arbitrator"
      columns={COLUMNS}
      query={arbitratorsQuery}
      defaultSort="review"
      filters={FILTERS}
      searchLabel="Cerca email o nome"
      bulk={ARBITRATOR_BULK}
      views="arbitrators"
    />
  );
}
