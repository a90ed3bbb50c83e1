import {
  detailPath,
  isMembershipActive,
  MEMBERSHIP_LABEL,
  MEMBERSHIP_RULE,
  PROFILE_LABELS,
  PROFILES,
  subscriptionStatusLabel,
  type TUserRow,
  USER_STATUSES,
} from '@app/shared';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { BulkConfig } from '../../../components/bulk/bulk-types';
import { dateColumn, flagColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteUser } from '../api/delete-user';
import { usersQuery } from '../api/list-users';

/** The users' bulk action: their export. */
const USER_BULK: BulkConfig<TUserRow> = {
  noun: { one: 'utente', many: 'utenti' },
  path: '/api/users',
  key: 'users',
  rowId: (row) => row.id,
  describe: (row) => `${row.name} ${row.surname}`.trim() || row.email,
  fileName: 'utenti.csv',
};

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
  // beside the rows' checkboxes at 1366 px the sorted "Cognome" keeps its header whole, the e-mail
  // (cut with an ellipsis at any width) gives up the room
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 150 },
  { field: 'surname', headerName: 'Cognome', flex: 1, minWidth: 125 },
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
    width: 190,
    valueFormatter: subscriptionStatusLabel,
    renderCell: ({ row, formattedValue }) => (
      <UserStatusCell row={row} label={String(formattedValue ?? '')} />
    ),
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

/**
 * The user's own status; when it reads as a membership the Membership column denies (the company
 * subscription decides, see membershipState), it says so instead of contradicting it silently.
 */
function UserStatusCell({ row, label }: { row: TUserRow; label: string }) {
  const disagrees = row.status !== null && isMembershipActive(row.status) !== row.membership;
  if (!disagrees) return label;
  const why = "Diverso dalla membership: vale l'abbonamento dell'azienda";
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      {label}
      <Tooltip title={why}>
        <InfoOutlinedIcon role="img" aria-label={why} aria-hidden={false} fontSize="small" color="warning" />
      </Tooltip>
    </Box>
  );
}

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
      csv={{ path: '/api/users', fileName: 'utenti.csv', noun: { one: 'utente', many: 'utenti' } }}
      bulk={USER_BULK}
      views="users"
    />
  );
}
