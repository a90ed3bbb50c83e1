import type { TInvoiceDetail } from '@app/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useRegenerateInvoice } from '../api/regenerate-invoice';

/** A rejected invoice, its data fixed, written again under its number for a new submission. */
export function RegenerateButton({ invoice }: { invoice: TInvoiceDetail }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const regenerate = useRegenerateInvoice();
  const onClick = async () => {
    const ok = await confirm({
      message: `Rigenerare la fattura ${invoice.number} con i dati attuali del cliente e dell'associazione? Numero e data restano gli stessi; il nuovo file va inviato di nuovo a SdI.`,
    });
    if (!ok) return;
    regenerate.mutate(invoice.id, {
      onSuccess: (next) => snackbar.show(`Fattura ${next.number} rigenerata: nuovo file ${next.file_name}`),
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };
  return (
    <Button variant="contained" startIcon={<RefreshIcon />} onClick={onClick} loading={regenerate.isPending}>
      Rigenera
    </Button>
  );
}
