import {
  DESK_PAYMENT_METHODS,
  daysLate,
  formatCents,
  INVOICE_TIMING_MSG,
  ORDER_ACTION_LABELS,
  ORDER_ACTION_MSG,
  PAYMENT_METHOD_LABELS,
  romeWireDate,
  type TDeskPaymentMethod,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { DateField } from '../../../components/date-field';
import { MoneyField } from '../../../components/money-field';
import { useSnackbar } from '../../../components/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useRecordPayment } from '../api/record-payment';

type Props = { orderId: number; total: number; onClose: () => void };

/**
 * "Registra pagamento": how the money came (contanti, POS, carta al desk, assegno), on which day
 * and how much — the order's total, which the server also requires. Pressing the dialog's button
 * is the confirmation: the order becomes paid and its invoice is issued.
 */
export function RecordPaymentDialog({ orderId, total, onClose }: Props) {
  const snackbar = useSnackbar();
  const record = useRecordPayment();
  const today = romeWireDate();
  const [method, setMethod] = useState<TDeskPaymentMethod>('cash');
  const [paidOn, setPaidOn] = useState<string | null>(today);
  const [amount, setAmount] = useState<number | null>(total);
  const serverErrors = isApiError(record.error) ? (record.error.errors ?? {}) : {};
  const amountError =
    amount !== null && amount !== total ? ORDER_ACTION_MSG.amountDiffers(total) : serverErrors.amount;
  const dateError = paidOn === null ? 'Indicare la data del pagamento' : serverErrors.paid_on;

  const onRecord = () => {
    if (amount === null || paidOn === null || amountError) return;
    record.mutate(
      { orderId, payment: { method, paid_on: paidOn, amount } },
      {
        onSuccess: (result) => {
          snackbar.show(result.message);
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      title={`${ORDER_ACTION_LABELS.recordPayment} – ordine n. ${orderId}`}
      onClose={onClose}
      pending={record.isPending}
      maxWidth="xs"
      action={{
        label: ORDER_ACTION_LABELS.recordPayment,
        onClick: onRecord,
        disabled: amount === null || paidOn === null || Boolean(amountError),
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>
          Denaro ricevuto al desk o altrimenti: l’ordine risulterà pagato e la fattura, datata il giorno del
          pagamento, sarà emessa come per un bonifico confermato. Totale dell’ordine: {formatCents(total)}.
        </DialogContentText>
        <TextField
          select
          label="Metodo di pagamento"
          value={method}
          onChange={(e) => setMethod(e.target.value as TDeskPaymentMethod)}
          fullWidth
        >
          {DESK_PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label="Data del pagamento"
          value={paidOn}
          onChange={setPaidOn}
          maxDate={today}
          required
          error={Boolean(dateError)}
          helperText={dateError}
        />
        <MoneyField
          label="Importo ricevuto"
          value={amount}
          onChange={setAmount}
          required
          fullWidth
          error={Boolean(amountError)}
          helperText={amountError}
        />
        {paidOn && daysLate(paidOn, today) > 0 ? (
          <Alert severity="warning">{INVOICE_TIMING_MSG.lateConfirm(paidOn, today)}</Alert>
        ) : null}
        {record.isError && !serverErrors.amount && !serverErrors.paid_on ? (
          <Alert severity="error">{record.error.message}</Alert>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
