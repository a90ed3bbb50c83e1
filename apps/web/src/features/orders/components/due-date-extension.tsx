import {
  DUE_DATE_MSG,
  formatDisplayDate,
  parseWireDate,
  romeWireDate,
  type TOrderDetail,
  toWireDate,
} from '@app/shared';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { DateField } from '../../../components/date-field';
import { useSnackbar } from '../../../components/snackbar';
import { useExtendDueDate } from '../api/extend-due-date';

/** The first day a due date may move to: tomorrow in Italy. */
const tomorrow = () => toWireDate(addDays(parseWireDate(romeWireDate()) as Date, 1));

/**
 * "Proroga scadenza" on an order awaiting payment: a dialog asking for the new due date (a future
 * day); the order and its transfer take it, and its reminders and expiry follow it.
 */
export function DueDateExtension({ order }: { order: TOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const extend = useExtendDueDate();
  const snackbar = useSnackbar();
  if (order.order_status !== 'awaiting_payment' || !order.due_date) return null;
  const min = tomorrow();

  const close = () => {
    setOpen(false);
    setDueDate(null);
    setError(null);
  };
  const submit = () => {
    if (!dueDate) return;
    extend.mutate(
      { orderId: order.order_id, due_date: dueDate },
      {
        onSuccess: () => {
          snackbar.show(DUE_DATE_MSG.extended);
          close();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        className="no-print"
        startIcon={<EventIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Proroga scadenza
      </Button>
      {open ? (
        <ActionDialog
          title="Proroga scadenza"
          onClose={close}
          maxWidth="xs"
          pending={extend.isPending}
          action={{ label: 'Proroga', onClick: submit, disabled: !dueDate || dueDate < min }}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            Scadenza attuale: {formatDisplayDate(order.due_date)}. Il bonifico dell'ordine prende la nuova
            scadenza; promemoria e scadenza dell'ordine la seguono.
          </Typography>
          <DateField
            label="Nuova scadenza"
            value={dueDate}
            onChange={(value) => {
              setDueDate(value);
              setError(null);
            }}
            minDate={min}
            required
            error={Boolean(error)}
            helperText={error}
          />
        </ActionDialog>
      ) : null}
    </>
  );
}
