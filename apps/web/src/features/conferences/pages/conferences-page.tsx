import { conferenceStatusLabel, formatDisplayDate, MSG, type TConferenceRow } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useDeleteConference } from '../api/delete-conference';
import { conferencesQuery } from '../api/list-conferences';

const FILTERS: readonly GridFilter[] = [
  {
    name: 'active',
    label: 'Stato',
    options: [
      { value: 'true', label: conferenceStatusLabel(true) },
      { value: 'false', label: conferenceStatusLabel(false) },
    ],
  },
];

function RowActions({ row }: { row: TConferenceRow }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeleteConference();

  const onDelete = async () => {
    if (!(await confirm({ message: MSG.confirmDelete, destructive: true }))) return;
    remove.mutate(row.id, {
      // 409: the conference has orders; the server says so in its message
      onError: (error) =>
        snackbar.show(
          isApiError(error) && error.status === 409 ? error.message : MSG.somethingWrong,
          'error',
        ),
    });
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title="Dettaglio">
        <IconButton
          aria-label={`Modifica ${row.title}`}
          size="small"
          component={RouterLink}
          to={`/conference/${row.id}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Button
        size="small"
        startIcon={<ReceiptLongIcon fontSize="small" />}
        component={RouterLink}
        to={`/orders/${row.id}`}
        aria-label={`Ordini di ${row.title}`}
      >
        Ordini
      </Button>
      <Tooltip title="Elimina">
        <span>
          <IconButton
            aria-label={`Elimina ${row.title}`}
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

const COLUMNS: readonly GridColDef<TConferenceRow>[] = [
  {
    field: 'title',
    headerName: 'Titolo',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/conference/${row.id}`} underline="hover">
        {row.title}
      </Link>
    ),
  },
  {
    field: 'date_start',
    headerName: 'Data',
    width: 190,
    valueGetter: (_value, row) =>
      row.date_start === row.date_end
        ? formatDisplayDate(row.date_start)
        : `${formatDisplayDate(row.date_start)} – ${formatDisplayDate(row.date_end)}`,
  },
  { field: 'city', headerName: 'Città', width: 140 },
  {
    field: 'active',
    headerName: 'Stato',
    width: 130,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.active ? 'success' : 'default'}
        label={conferenceStatusLabel(row.active)}
      />
    ),
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

/** Route /conferences. */
export default function ConferencesPage() {
  usePageTitle('Conferenze');
  return (
    <ResourceGrid
      label="Elenco conferenze"
      columns={COLUMNS}
      query={conferencesQuery}
      getRowId={(row) => row.id}
      defaultSort="-date_start"
      filters={FILTERS}
      searchLabel="Cerca titolo o città"
      toolbar={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/conference/new">
          Aggiungi Conferenza
        </Button>
      }
    />
  );
}
