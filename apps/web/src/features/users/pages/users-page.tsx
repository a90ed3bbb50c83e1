import { formatDisplayDate, MSG, PROFILE_LABELS, PROFILES, type TUserRow, USER_STATUSES } from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
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
import { useDeleteUser } from '../api/delete-user';
import { usersQuery } from '../api/list-users';
import { MEMBERSHIP_LABELS } from '../components/labels';

const FILTERS: readonly GridFilter[] = [
  {
    name: 'profile',
    label: 'Profilo',
    options: PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] })),
  },
  { name: 'status', label: 'Stato', options: USER_STATUSES.map((s) => ({ value: s, label: s })) },
  {
    name: 'membership',
    label: 'Membership',
    options: [
      { value: 'true', label: MEMBERSHIP_LABELS.active },
      { value: 'false', label: MEMBERSHIP_LABELS.inactive },
    ],
  },
];

function RowActions({ row }: { row: TUserRow }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeleteUser();
  const who = `${row.name} ${row.surname}`.trim() || row.email;
  const onDelete = async () => {
    if (!(await confirm({ message: MSG.confirmDelete, destructive: true }))) return;
    remove.mutate(row.id, {
      onError: (error) => snackbar.show(error.message || MSG.somethingWrong, 'error'),
    });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title="Dettaglio">
        <IconButton
          aria-label={`Dettaglio di ${who}`}
          size="small"
          component={RouterLink}
          to={`/users/${row.id}`}
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
  { field: 'status', headerName: 'Stato', width: 140 },
  {
    field: 'membership',
    headerName: 'Membership',
    width: 115,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.membership ? 'success' : 'default'}
        label={row.membership ? MEMBERSHIP_LABELS.active : MEMBERSHIP_LABELS.inactive}
      />
    ),
  },
  {
    field: 'membership_expiry',
    headerName: 'Scadenza',
    description: 'Scadenza membership',
    width: 110,
    valueFormatter: (value: string | null) => formatDisplayDate(value),
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 96,
    sortable: false,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

/** Route /users: every user, sorted by surname, with detail and delete. */
export default function UsersPage() {
  usePageTitle('Utenti');
  return (
    <ResourceGrid
      label="Elenco utenti"
      columns={COLUMNS}
      query={usersQuery}
      getRowId={(row) => row.id}
      defaultSort="surname"
      filters={FILTERS}
      searchLabel="Cerca nome, cognome o email"
    />
  );
}
