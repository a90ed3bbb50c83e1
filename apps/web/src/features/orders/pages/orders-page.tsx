import { detailPath, ORDER_STATE_LABELS, ORDER_STATES, type TOrderRow } from '@app/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ExportProgressBar } from '../../../components/export-progress';
import { dateColumn, moneyColumn } from '../../../components/grid-columns';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn } from '../../../components/row-actions';
import { useCsvExport } from '../../../components/use-csv-export';
import { XlsxButton } from '../../../components/xlsx-button';
import { downloadOrdersXlsx, useDownloadOrders } from '../api/download-orders';
import { useConferenceTitle } from '../api/get-conference-title';
import { ordersQuery } from '../api/list-orders';
import { orderBulk } from '../components/order-bulk';
import { OrderCell, PaymentCell, StatusCell } from '../components/order-state';

const COLUMNS: readonly GridColDef<TOrderRow>[] = [
  {
    field: 'order_id',
    headerName: 'Ordine',
    width: 80,
    // the first cell opens the order too: on a phone the Dettaglio button is far to the right
    renderCell: ({ row }) => <OrderCell row={row} to={detailPath('order', row.order_id)} />,
  },
  // widths that show every header whole, sort arrow included, within 1366 px beside the drawer
  dateColumn({ field: 'created_at', headerName: 'Data ordine', width: 140 }),
  // 130 px at least: with the rows' checkboxes the list still fits 1366 px, SPEC's status whole
  { field: 'company', headerName: 'Azienda', flex: 1, minWidth: 130 },
  { field: 'participant', headerName: 'Partecipante', flex: 1, minWidth: 130 },
  moneyColumn({ field: 'price', headerName: 'Quota', width: 110 }),
  {
    field: 'paid_at',
    headerName: 'Data pagamento',
    width: 165,
    renderCell: ({ row }) => <PaymentCell row={row} />,
  },
  {
    field: 'status',
    headerName: 'Stato',
    // SPEC's Completed / Not Completed, and the order's state below it
    width: 150,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }) => <StatusCell row={row} />,
  },
  actionsColumn(
    (row) => (
      <Button
        size="small"
        component={RouterLink}
        to={detailPath('order', row.order_id)}
        aria-label={`Dettaglio ordine ${row.order_id}`}
      >
        Dettaglio
      </Button>
    ),
    110,
  ),
];

/**
 * "Esporta CSV" and "Esporta Excel": the conference's bookings, one row per participant
 * (prenotazioni-conferenza-<id>.csv / .xlsx).
 */
function ExportButton({ conferenceId }: { conferenceId: number }) {
  const exporter = useCsvExport(useDownloadOrders);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadIcon />}
          onClick={() => exporter.start(conferenceId)}
          loading={exporter.isPending}
          loadingPosition="start"
        >
          Esporta CSV
        </Button>
        <XlsxButton
          fileName={`prenotazioni-conferenza-${conferenceId}.xlsx`}
          download={() => downloadOrdersXlsx(conferenceId)}
        />
      </Stack>
      <ExportProgressBar progress={exporter.progress} />
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
  gridFilter('order_status', 'Stato ordine', ORDER_STATES, ORDER_STATE_LABELS),
];

/** Route /orders/:conferenceId. */
export default function OrdersPage() {
  const conferenceId = Number(useParams().conferenceId);
  const valid = Number.isInteger(conferenceId) && conferenceId > 0;
  const title = useConferenceTitle(valid ? conferenceId : 0);
  usePageTitle(title.data ? `Ordini – ${title.data}` : 'Ordini');
  const query = useMemo(() => ordersQuery(conferenceId), [conferenceId]);
  const bulk = useMemo(() => orderBulk(conferenceId), [conferenceId]);

  if (!valid) return <Alert severity="error">Conferenza non trovata</Alert>;
  if (title.isError) return <Alert severity="error">{title.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      <PageHeader back={{ to: '/conferences', label: 'Conferenze' }} title={title.data} />
      <ResourceGrid
        label="Ordini della conferenza"
        columns={COLUMNS}
        query={query}
        getRowId={(row) => row.order_id}
        defaultSort="-created_at"
        filters={FILTERS}
        searchLabel="Cerca azienda, partecipante o riferimento"
        bulk={bulk}
        views="orders"
        toolbar={<ExportButton conferenceId={conferenceId} />}
      />
    </Stack>
  );
}
