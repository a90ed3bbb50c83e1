import {
  detailPath,
  MEMBERSHIP_LABEL,
  MEMBERSHIP_RULE,
  PROFILE_LABELS,
  PROFILES,
  subscriptionStatusLabel,
  type TUserRow,
  USER_STATUSES,
} from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn, flagColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteUser } from '../api/delete-user';
import { usersQuery } from '../api/list-users';

const FILTERS: readonly GridFilter[] = [
  gridFilter('profile', 'Profilo', PROFILES, PROFILE_LABELS),
  gridFilter('status', 'Stato utente', USER_STATUSES, subscriptionStatusLabel),
  {
    name: 'membership',
    label: 'Membership',
    options: [
      { value: 'true', label: MEMBERSHIP_LABEL.active },
      { value: 'false', label: MEMBERSHIP_LABEL.inactive },
    ],
  },
];

const COLUMNS: readonly GridColDef<TUserRow>[] = [
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 180 },
  { field: 'surname', headerName: 'Cognome', flex: 1, minWidth: 110 },
  { field: 'name', headerName: 'Nome', flex: 1, minWidth: 100 },
  {
    field: 'profile_name',
    headerName: 'Profilo',
    width: 100,
    valueFormatter: (value: TUserRow['profile_name']) => PROFILE_LABELS[value] ?? value,
  },
  {
    field: 'status',
    headerName: 'Stato utente',
    description: "Lo stato registrato sull'utente: non decide la membership",
    width: 150,
    valueFormatter: subscriptionStatusLabel,
  },
  flagColumn(
    { field: 'membership', headerName: 'Membership', description: MEMBERSHIP_RULE, width: 125 },
    (row) => row.membership,
    (row) => (row.membership ? MEMBERSHIP_LABEL.active : MEMBERSHIP_LABEL.inactive),
  ),
  dateColumn({ field: 'membership_expiry', headerName: 'Scadenza', description: 'Scadenza membership' }),
  recordActionsColumn({
    who: (row) => `${row.name} ${row.surname}`.trim() || row.email,
    detailTo: (row) => detailPath('user', row.id),
    useDelete: useDeleteUser,
    width: 96,
  }),
];

/** Route /users: every user, sorted by surname, with detail and delete. */
export default function UsersPage() {
  usePageTitle('Utenti');
  return (
    <ResourceGrid
      label="Elenco utenti"
      columns={COLUMNS}
      query={usersQuery}
      defaultSort="surname"
      filters={FILTERS}
      searchLabel="Cerca nome, cognome o email"
      csv={{ path: '/api/users', fileName: 'utenti.csv', noun: 'utenti' }}
    />
  );
}
