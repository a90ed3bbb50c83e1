import { detailPath, formatCents, type TInvoiceDetail } from '@app/shared';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { useConfirm } from '../../../components/confirm-dialog';
import { MoneyField } from '../../../components/money-field';
import { useSnackbar } from '../../../components/snackbar';
import { useIssueCreditNote } from '../api/issue-credit-note';

type Props = { invoice: TInvoiceDetail; onClose: () => void };

function amountError(amount: number | null, creditable: number): string | null {
  if (amount === null) return 'Indica l’importo da stornare';
  if (amount <= 0) return "L'importo deve essere maggiore di zero";
  if (amount > creditable) return `Al massimo il residuo della fattura: ${formatCents(creditable)}`;
  return null;
}

/** "Emetti nota di credito": how much of the invoice to credit (VAT included), then a confirmation. */
export function CreditNoteDialog({ invoice, onClose }: Props) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const [amount, setAmount] = useState<number | null>(invoice.creditable);
  const [touched, setTouched] = useState(false);
  const error = amountError(amount, invoice.creditable);

  const onIssue = async () => {
    setTouched(true);
    if (error || amount === null) return;
    const ok = await confirm({
      title: 'Emetti nota di credito',
      message: `Emettere una nota di credito di ${formatCents(amount)} sulla fattura ${invoice.number}? Una volta emessa non si può annullare.`,
    });
    if (!ok) return;
    issue.mutate(
      { invoiceId: invoice.id, amount },
      {
        onSuccess: (note) => {
          snackbar.show(`Nota di credito ${note.number} emessa`);
          onClose();
          navigate(detailPath('invoice', note.id));
        },
      },
    );
  };

  return (
    <ActionDialog
      title={`Nota di credito sulla fattura ${invoice.number}`}
      onClose={onClose}
      pending={issue.isPending}
      maxWidth="xs"
      action={{ label: 'Emetti nota di credito', onClick: onIssue }}
    >
      <Stack spacing={2}>
        <DialogContentText>
          Importo da stornare, IVA inclusa. Residuo stornabile: {formatCents(invoice.creditable)}.
        </DialogContentText>
        <MoneyField
          label="Importo"
          value={amount}
          onChange={(cents) => {
            setAmount(cents);
            issue.reset();
          }}
          onBlur={() => setTouched(true)}
          required
          fullWidth
          error={touched && Boolean(error)}
          helperText={touched ? error : undefined}
        />
        {issue.isError ? <Alert severity="error">{issue.error.message}</Alert> : null}
      </Stack>
    </ActionDialog>
  );
}
