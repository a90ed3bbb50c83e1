import { detailPath, MEMBERSHIP_STATUSES, subscriptionStatusLabel, type TMembershipRow } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { chipColumn, dateColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn, RowActions } from '../../../components/row-actions';
import { membershipsQuery } from '../api/list-memberships';
import { MembershipChip } from '../components/membership-chip';

const FILTERS = [gridFilter('status', 'Stato', MEMBERSHIP_STATUSES, subscriptionStatusLabel)];

const COLUMNS: readonly GridColDef<TMembershipRow>[] = [
  { field: 'company', headerName: 'Azienda', flex: 1, minWidth: 220 },
  { field: 'status', headerName: 'Stato', width: 170, valueFormatter: subscriptionStatusLabel },
  dateColumn({ field: 'date_end', headerName: 'Data fine', width: 130 }),
  chipColumn({ field: 'membership', headerName: 'Membership', width: 140, sortable: false }, (row) => (
    <MembershipChip active={row.membership} />
  )),
  actionsColumn(
    (row) => <RowActions who={row.company} detailTo={detailPath('subscription', row.subscription_id)} />,
    100,
    'Dettaglio',
  ),
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
      searchLabel="Cerca azienda o ID abbonamento"
    />
  );
}
