import {
  type TManualTransfer,
  TRANSFER_LINK_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPES,
} from '@app/shared';
import DoneIcon from '@mui/icons-material/Done';
import HistoryIcon from '@mui/icons-material/History';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { flagColumn, linkColumn, moneyColumn } from '../../../components/grid-columns';
import { TimelineBody } from '../../../components/history-panel';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { actionsColumn } from '../../../components/row-actions';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { useDeleteTransfer } from '../api/delete-transfer';
import { transfersQuery } from '../api/list-transfers';
import { transferPath } from '../components/transfer-path';

const FILTERS = [
  gridFilter('type', 'Tipo acquisto', TRANSFER_TYPES),
  gridFilter('confirm', 'Stato', ['false', 'true'], TRANSFER_STATUS_LABELS),
];

/** "Storico" of one transfer: who confirmed or deleted it, and when. */
function HistoryDialog({ row, onClose }: { row: TManualTransfer; onClose: () => void }) {
  return (
    <ActionDialog title={`Storico del bonifico ${row.id}`} onClose={onClose} closeLabel="Chiudi">
      <TimelineBody entity="manual_transfer" id={String(row.id)} />
    </ActionDialog>
  );
}

function TransferActions({ row }: { row: TManualTransfer }) {
  const [history, setHistory] = useState(false);
  const confirmTransfer = useConfirmTransfer();
  const deleteTransfer = useDeleteTransfer();
  const busy = confirmTransfer.isPending || deleteTransfer.isPending;

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <IconAction
        title={row.data.confirm ? 'Pagamento già confermato' : 'Conferma pagamento'}
        label={`Conferma pagamento del bonifico ${row.id}`}
        icon={<DoneIcon fontSize="small" />}
        color="success"
        disabled={row.data.confirm || busy}
        confirm={{
          message: 'Sei sicuro di voler confermare il pagamento?',
          confirmLabel: 'Conferma',
          cancelLabel: 'Torna indietro',
        }}
        // A failed call shows no message; the list simply reloads as it is.
        onClick={() => confirmTransfer.mutate(row.id)}
      />
      <IconAction
        title="Storico"
        label={`Storico del bonifico ${row.id}`}
        icon={<HistoryIcon fontSize="small" />}
        onClick={() => setHistory(true)}
      />
      <DeleteAction
        title="Elimina bonifico"
        label={`Elimina il bonifico ${row.id}`}
        disabled={busy}
        confirm={{
          message: "Confermi l'eliminazione di questo bonifico?",
          confirmLabel: 'Elimina',
          cancelLabel: 'Torna indietro',
          destructive: true,
        }}
        onClick={() => deleteTransfer.mutate(row.id)}
      />
      {history ? <HistoryDialog row={row} onClose={() => setHistory(false)} /> : null}
    </Stack>
  );
}

const COLUMNS: readonly GridColDef<TManualTransfer>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
  { field: 'type', headerName: 'Tipo acquisto', width: 130 },
  linkColumn({ field: 'link', headerName: 'Link', width: 140, sortable: false }, (row) => ({
    to: transferPath(row),
    text: TRANSFER_LINK_LABELS[row.type],
  })),
  {
    field: 'order',
    headerName: 'Causale',
    flex: 1,
    minWidth: 170,
    valueGetter: (_value, row) => row.data.order,
  },
  moneyColumn({
    field: 'amount',
    headerName: 'Importo dovuto',
    width: 130,
    valueGetter: (_value, row) => row.data.amount,
  }),
  flagColumn(
    { field: 'confirm', headerName: 'Stato', width: 155, valueGetter: (_value, row) => row.data.confirm },
    (row) => row.data.confirm,
    (row) => (row.data.confirm ? TRANSFER_STATUS_LABELS.true : TRANSFER_STATUS_LABELS.false),
  ),
  actionsColumn((row) => <TransferActions row={row} />, 130),
];

/** Route /manual-transfers: pending bank transfers, confirmed or deleted from the grid. */
export default function TransfersPage() {
  usePageTitle('Bonifici in Attesa');
  return (
    <ResourceGrid
      label="Bonifici in Attesa"
      empty="Nessun bonifico in attesa di conferma."
      columns={COLUMNS}
      query={transfersQuery}
      defaultSort="-id"
      filters={FILTERS}
      searchLabel="Cerca email o causale"
      toolbar={
        <ToolbarButton to="/manual-transfers/statement" variant="outlined" icon={<UploadFileIcon />}>
          Importa estratto conto
        </ToolbarButton>
      }
    />
  );
}
