import { conferenceStatusLabel, formatDisplayDate, type TConferenceRow } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn, RowActions } from '../../../components/row-actions';
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

function ConferenceActions({ row }: { row: TConferenceRow }) {
  const remove = useDeleteConference();
  return (
    <RowActions
      who={row.title}
      detailTo={`/conference/${row.id}`}
      detailLabel={`Modifica ${row.title}`}
      // a conference with orders is refused with a 409 whose message says so
      remove={{ mutation: remove, id: row.id }}
    >
      <Button
        size="small"
        startIcon={<ReceiptLongIcon fontSize="small" />}
        component={RouterLink}
        to={`/orders/${row.id}`}
        aria-label={`Ordini di ${row.title}`}
      >
        Ordini
      </Button>
    </RowActions>
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
  actionsColumn((row) => <ConferenceActions row={row} />, 200),
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
