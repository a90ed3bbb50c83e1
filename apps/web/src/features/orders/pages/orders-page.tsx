import { formatCents, formatDisplayDate, MSG, type TBookingRow } from '@app/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { type DownloadProgress, useDownloadBookings } from '../api/download-bookings';
import { useConferenceTitle } from '../api/get-conference-title';
import { bookingsQuery } from '../api/list-bookings';

const COLUMNS: readonly GridColDef<TBookingRow>[] = [
  { field: 'order_id', headerName: 'Ordine', width: 90 },
  {
    field: 'created_at',
    headerName: 'Data ordine',
    width: 120,
    valueFormatter: (value: string) => formatDisplayDate(value),
  },
  { field: 'company', headerName: 'Azienda', flex: 1, minWidth: 180 },
  { field: 'participant', headerName: 'Partecipante', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Quota',
    width: 120,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatCents(value),
  },
  {
    field: 'paid_at',
    headerName: 'Data pagamento',
    width: 140,
    valueFormatter: (value: string | null) => formatDisplayDate(value),
  },
  {
    field: 'status',
    headerName: 'Stato',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.status === 'Completed' ? 'success' : 'default'}
        label={row.status}
      />
    ),
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Button
        size="small"
        component={RouterLink}
        to={`/order/${row.order_id}`}
        aria-label={`Dettaglio ordine ${row.order_id}`}
      >
        Dettaglio
      </Button>
    ),
  },
];

function ExportButton({ conferenceId }: { conferenceId: number }) {
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const download = useDownloadBookings(setProgress);
  const start = () => {
    setProgress({ bytes: 0, rows: 0 });
    download.mutate(conferenceId, {
      onError: () => snackbar.show(MSG.somethingWrong, 'error'),
      onSettled: () => setProgress(null),
    });
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Button
        variant="contained"
        startIcon={<FileDownloadIcon />}
        onClick={start}
        loading={download.isPending}
        loadingPosition="start"
      >
        Export
      </Button>
      {progress ? (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label="Esportazione in corso" />
          <Typography variant="caption" color="text.secondary">
            {progress.rows.toLocaleString('it-IT')} righe ricevute
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

const FILTERS = [
  {
    name: 'paid',
    label: 'Stato',
    options: [
      { value: 'true', label: 'Completed' },
      { value: 'false', label: 'Not Completed' },
    ],
  },
];

/** Route /orders/:conferenceId. */
export default function OrdersPage() {
  const conferenceId = Number(useParams().conferenceId);
  const valid = Number.isInteger(conferenceId) && conferenceId > 0;
  const title = useConferenceTitle(valid ? conferenceId : 0);
  usePageTitle(title.data ? `Ordini – ${title.data}` : 'Ordini');
  const query = useMemo(() => bookingsQuery(conferenceId), [conferenceId]);

  if (!valid) return <Alert severity="error">Conferenza non trovata</Alert>;
  if (title.isError) return <Alert severity="error">{title.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={RouterLink} to="/conferences" startIcon={<ArrowBackIcon />}>
          Conferenze
        </Button>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title.data ?? ''}
        </Typography>
      </Stack>
      <ResourceGrid
        label="Ordini della conferenza"
        columns={COLUMNS}
        query={query}
        getRowId={(row) => row.order_id}
        defaultSort="-created_at"
        filters={FILTERS}
        searchLabel="Cerca azienda o partecipante"
        toolbar={<ExportButton conferenceId={conferenceId} />}
      />
    </Stack>
  );
}
