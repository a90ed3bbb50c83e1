import { ORDER_ACTION_LABELS, type TOrderDetail } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useCancelOrder } from '../api/cancel-order';
import { useReversePayment } from '../api/reverse-payment';
import { ReasonDialog } from './reason-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

type Open = 'pay' | 'reverse' | 'cancel' | null;

/**
 * The order's payment actions, each where it applies: "Registra pagamento" while it awaits payment,
 * "Storna pagamento" once paid other than by card, "Annulla ordine" until it has ended.
 */
export function OrderActionButtons({ order }: { order: TOrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const snackbar = useSnackbar();
  const reverse = useReversePayment();
  const cancel = useCancelOrder();
  const state = order.order_status;
  const close = () => {
    setOpen(null);
    reverse.reset();
    cancel.reset();
  };
  const done = (result: { message: string }) => {
    snackbar.show(result.message);
    close();
  };
  const paid = state === 'paid';

  return (
    <>
      {state === 'awaiting_payment' && order.price > 0 ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<PaymentsIcon />}
          onClick={() => setOpen('pay')}
        >
          {ORDER_ACTION_LABELS.recordPayment}
        </Button>
      ) : null}
      {paid && order.payment_method !== 'card' ? (
        <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => setOpen('reverse')}>
          {ORDER_ACTION_LABELS.reversePayment}
        </Button>
      ) : null}
      {state === 'awaiting_payment' || paid ? (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setOpen('cancel')}>
          {ORDER_ACTION_LABELS.cancel}
        </Button>
      ) : null}
      {open === 'pay' ? (
        <RecordPaymentDialog orderId={order.order_id} total={order.price} onClose={close} />
      ) : null}
      {open === 'reverse' ? (
        <ReasonDialog
          title={`Stornare il pagamento dell'ordine n. ${order.order_id}?`}
          actionLabel={ORDER_ACTION_LABELS.reversePayment}
          pending={reverse.isPending}
          error={reverse.error?.message ?? null}
          onClose={close}
          onConfirm={(reason) => reverse.mutate({ orderId: order.order_id, reason }, { onSuccess: done })}
        >
          L’ordine tornerà in attesa di pagamento; la sua fattura, se emessa, sarà stornata da una nota di
          credito per l’intero importo, e il bonifico confermato tornerà da confermare.
        </ReasonDialog>
      ) : null}
      {open === 'cancel' ? (
        <ReasonDialog
          title={`Annullare l'ordine n. ${order.order_id}?`}
          actionLabel={ORDER_ACTION_LABELS.cancel}
          pending={cancel.isPending}
          error={cancel.error?.message ?? null}
          onClose={close}
          onConfirm={(reason) => cancel.mutate({ orderId: order.order_id, reason }, { onSuccess: done })}
        >
          I posti tornano disponibili e il bonifico in attesa viene chiuso.
          {paid
            ? ' L’ordine è pagato: la fattura sarà stornata da una nota di credito per l’intero importo.'
            : ''}{' '}
          {order.contact_email || order.partecipants[0]?.email
            ? `Chi ha prenotato (${order.contact_email || order.partecipants[0]?.email}) riceverà un’email.`
            : ''}
        </ReasonDialog>
      ) : null}
    </>
  );
}
