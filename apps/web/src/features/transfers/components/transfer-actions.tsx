import { formatCents, MSG, type TManualTransfer, TRANSFER_LINK_LABELS } from '@app/shared';
import DoneIcon from '@mui/icons-material/Done';
import HistoryIcon from '@mui/icons-material/History';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import type { ConfirmOptions } from '../../../components/confirm-dialog';
import { TimelineBody } from '../../../components/history-panel';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { useSnackbar } from '../../../components/snackbar';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { useDeleteTransfer } from '../api/delete-transfer';

/** What the transfer pays: "Ordine Conferenza n. 12" or "Membership". */
export const transferPurpose = (row: TManualTransfer) =>
  row.type === 'CONFERENCE'
    ? `${TRANSFER_LINK_LABELS.CONFERENCE} n. ${row.data.id}`
    : TRANSFER_LINK_LABELS.MEMBERSHIP;

/** The transfer a confirmation is about: payer, amount, what it pays and its reason. */
const details = (row: TManualTransfer): ConfirmOptions['details'] => [
  ['Bonifico', `n. ${row.id}`],
  ['Email', row.email],
  ['Importo', formatCents(row.data.amount)],
  ['Pagamento di', transferPurpose(row)],
  ['Causale', row.data.order || '—'],
];

const errorText = (error: unknown) => (error instanceof Error && error.message) || MSG.somethingWrong;

/** "Storico" of one transfer: who confirmed or deleted it, and when. */
function HistoryDialog({ row, onClose }: { row: TManualTransfer; onClose: () => void }) {
  return (
    <ActionDialog title={`Storico del bonifico ${row.id}`} onClose={onClose} closeLabel="Chiudi">
      <TimelineBody entity="manual_transfer" id={String(row.id)} />
    </ActionDialog>
  );
}

/** A transfer's buttons: confirm the payment, its history, delete; each ends with a message. */
export function TransferActions({ row }: { row: TManualTransfer }) {
  const [history, setHistory] = useState(false);
  const snackbar = useSnackbar();
  const confirmTransfer = useConfirmTransfer();
  const deleteTransfer = useDeleteTransfer();
  const busy = confirmTransfer.isPending || deleteTransfer.isPending;
  const what = `${formatCents(row.data.amount)} da ${row.email}`;

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
          details: details(row),
        }}
        onClick={() =>
          confirmTransfer.mutate(row.id, {
            onSuccess: () => snackbar.show(`Pagamento di ${what} confermato`),
            onError: (error) => snackbar.show(errorText(error), 'error'),
          })
        }
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
          details: details(row),
        }}
        onClick={() =>
          deleteTransfer.mutate(row.id, {
            onSuccess: () => snackbar.show(`Bonifico di ${what} eliminato`),
            onError: (error) => snackbar.show(errorText(error), 'error'),
          })
        }
      />
      {history ? <HistoryDialog row={row} onClose={() => setHistory(false)} /> : null}
    </Stack>
  );
}
