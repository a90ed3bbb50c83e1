import { conferenceStatusLabel, detailPath, type TConferenceRow } from '@app/shared';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { dateText, flagColumn, linkColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteConference } from '../api/delete-conference';
import { conferencesQuery } from '../api/list-conferences';

const FILTERS = [
  gridFilter('active', 'Stato', ['true', 'false'], (v) => conferenceStatusLabel(v === 'true')),
];

/** The link to the conference's orders. */
function OrdersLink({ row }: { row: TConferenceRow }) {
  return (
    <Button
      size="small"
      startIcon={<ReceiptLongIcon fontSize="small" />}
      component={RouterLink}
      to={`/orders/${row.id}`}
      aria-label={`Ordini di ${row.title}`}
    >
      Ordini
    </Button>
  );
}

const COLUMNS: readonly GridColDef<TConferenceRow>[] = [
  linkColumn({ field: 'title', headerName: 'Titolo', flex: 1, minWidth: 240 }, (row) => ({
    to: detailPath('conference', row.id),
    text: row.title,
  })),
  {
    field: 'date_start',
    headerName: 'Data',
    // "dd/MM/yyyy – dd/MM/yyyy" whole; the title takes what the other columns leave
    width: 210,
    valueGetter: (_value, row) =>
      row.date_start === row.date_end
        ? dateText(row.date_start)
        : `${dateText(row.date_start)} – ${dateText(row.date_end)}`,
  },
  { field: 'city', headerName: 'Città', width: 130 },
  flagColumn(
    { field: 'active', headerName: 'Stato', width: 115 },
    (row) => row.active,
    (row) => conferenceStatusLabel(row.active),
  ),
  recordActionsColumn({
    who: (row) => row.title,
    detailTo: (row) => detailPath('conference', row.id),
    detailLabel: (row) => `Modifica ${row.title}`,
    // a conference with orders is refused with a 409 whose message says so
    useDelete: useDeleteConference,
    Extra: OrdersLink,
    width: 160,
  }),
];

/** Route /conferences. */
export default function ConferencesPage() {
  usePageTitle('Conferenze');
  return (
    <ResourceGrid
      label="Elenco conferenze"
      empty="Non ci sono ancora conferenze: aggiungine una con «Aggiungi Conferenza»."
      columns={COLUMNS}
      query={conferencesQuery}
      defaultSort="-date_start"
      filters={FILTERS}
      searchLabel="Cerca titolo o città"
      toolbar={<ToolbarButton to="/conference/new">Aggiungi Conferenza</ToolbarButton>}
    />
  );
}
