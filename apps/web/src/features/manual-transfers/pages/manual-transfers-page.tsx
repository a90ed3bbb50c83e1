import {
  formatCents,
  type TManualTransfer,
  TRANSFER_LINK_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPES,
} from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import HistoryIcon from '@mui/icons-material/History';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { TimelineBody } from '../../../components/history-panel';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { useDeleteTransfer } from '../api/delete-transfer';
import { transfersQuery } from '../api/list-transfers';

const FILTERS: readonly GridFilter[] = [
  { name: 'type', label: 'Tipo acquisto', options: TRANSFER_TYPES.map((t) => ({ value: t, label: t })) },
  {
    name: 'confirm',
    label: 'Stato',
    options: [
      { value: 'false', label: TRANSFER_STATUS_LABELS.false },
      { value: 'true', label: TRANSFER_STATUS_LABELS.true },
    ],
  },
];

const linkTo = (row: TManualTransfer) =>
  row.type === 'MEMBERSHIP'
    ? `/memberships/${encodeURIComponent(String(row.data.id))}`
    : `/order/${encodeURIComponent(String(row.data.id))}`;

/** "Storico" of one transfer: who confirmed or deleted it, and when. */
function HistoryDialog({ row, onClose }: { row: TManualTransfer; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`history-${row.id}`}>
      <DialogTitle id={`history-${row.id}`}>Storico del bonifico {row.id}</DialogTitle>
      <DialogContent>
        <TimelineBody entity="manual_transfer" id={String(row.id)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Chiudi</Button>
      </DialogActions>
    </Dialog>
  );
}

function RowActions({ row }: { row: TManualTransfer }) {
  const [history, setHistory] = useState(false);
  const confirm = useConfirm();
  const confirmTransfer = useConfirmTransfer();
  const deleteTransfer = useDeleteTransfer();
  const busy = confirmTransfer.isPending || deleteTransfer.isPending;

  const onConfirm = async () => {
    const ok = await confirm({
      message: 'Sei sicuro di voler confermare il pagamento?',
      confirmLabel: 'Conferma',
      cancelLabel: 'Torna indietro',
    });
    // SPEC §8: a failed call shows no message; the list simply reloads as it is.
    if (ok) confirmTransfer.mutate(row.id);
  };
  const onDelete = async () => {
    const ok = await confirm({
      message: "Confermi l'eliminazione di questo bonifico?",
      confirmLabel: 'Elimina',
      cancelLabel: 'Torna indietro',
      destructive: true,
    });
    if (ok) deleteTransfer.mutate(row.id);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title={row.data.confirm ? 'Pagamento già confermato' : 'Conferma pagamento'}>
        <span>
          <IconButton
            aria-label={`Conferma pagamento del bonifico ${row.id}`}
            color="success"
            size="small"
            disabled={row.data.confirm || busy}
            onClick={onConfirm}
          >
            <DoneIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Storico">
        <IconButton
          aria-label={`Storico del bonifico ${row.id}`}
          size="small"
          onClick={() => setHistory(true)}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Elimina bonifico">
        <span>
          <IconButton
            aria-label={`Elimina il bonifico ${row.id}`}
            color="error"
            size="small"
            disabled={busy}
            onClick={onDelete}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {history ? <HistoryDialog row={row} onClose={() => setHistory(false)} /> : null}
    </Stack>
  );
}

const COLUMNS: readonly GridColDef<TManualTransfer>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
  { field: 'type', headerName: 'Tipo acquisto', width: 130 },
  {
    field: 'link',
    headerName: 'Link',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={linkTo(row)}>
        {TRANSFER_LINK_LABELS[row.type]}
      </Link>
    ),
  },
  {
    field: 'order',
    headerName: 'Causale',
    flex: 1,
    minWidth: 170,
    valueGetter: (_value, row) => row.data.order,
  },
  {
    field: 'amount',
    headerName: 'Importo dovuto',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => row.data.amount,
    valueFormatter: (value: number) => formatCents(value),
  },
  {
    field: 'confirm',
    headerName: 'Stato',
    width: 155,
    valueGetter: (_value, row) => row.data.confirm,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.data.confirm ? 'success' : 'default'}
        label={row.data.confirm ? TRANSFER_STATUS_LABELS.true : TRANSFER_STATUS_LABELS.false}
      />
    ),
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

/** Route /manual-transfers: pending bank transfers, confirmed or deleted from the grid. */
export default function ManualTransfersPage() {
  usePageTitle('Bonifici in Attesa');
  return (
    <ResourceGrid
      label="Bonifici in Attesa"
      columns={COLUMNS}
      query={transfersQuery}
      getRowId={(row) => row.id}
      defaultSort="-id"
      filters={FILTERS}
      searchLabel="Cerca email o causale"
      toolbar={
        <Button
          component={RouterLink}
          to="/manual-transfers/statement"
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          Importa estratto conto
        </Button>
      }
    />
  );
}
