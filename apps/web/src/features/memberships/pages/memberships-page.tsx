import { formatDisplayDate, MEMBERSHIP_STATUSES, type TMembershipRow } from '@app/shared';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { membershipsQuery } from '../api/list-memberships';
import { MembershipChip } from '../components/membership-chip';

const FILTERS: readonly GridFilter[] = [
  {
    name: 'status',
    label: 'Stato',
    options: MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: status })),
  },
];

const COLUMNS: readonly GridColDef<TMembershipRow>[] = [
  { field: 'company', headerName: 'Azienda', flex: 1, minWidth: 220 },
  { field: 'status', headerName: 'Stato', width: 160 },
  {
    field: 'date_end',
    headerName: 'Data fine',
    width: 130,
    valueFormatter: (value: string | null) => formatDisplayDate(value),
  },
  {
    field: 'membership',
    headerName: 'Membership',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <MembershipChip active={row.membership} />,
  },
  {
    field: 'actions',
    headerName: 'Dettaglio',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => (
      <Tooltip title="Dettaglio">
        <IconButton
          aria-label={`Dettaglio di ${row.company}`}
          size="small"
          component={RouterLink}
          to={`/memberships/${encodeURIComponent(row.subscription_id)}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** Route /memberships: companies with their membership, filterable by status. */
export default function MembershipsPage() {
  usePageTitle('Companies');
  return (
    <ResourceGrid
      label="Companies"
      columns={COLUMNS}
      query={membershipsQuery}
      getRowId={(row) => row.subscription_id}
      defaultSort="company"
      filters={FILTERS}
      searchLabel="Cerca azienda o subscription"
    />
  );
}
