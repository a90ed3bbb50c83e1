import { formatCents, ORDER_ACTION_LABELS, paymentMethodLabel, type TOrderDetail } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { type FlagSettle, useSettleFlag } from '../api/settle-flag';

/**
 * Money the order could not take (expired, cancelled, already paid), for an admin to settle:
 * a late payment can be accepted (the order paid with it), any can be marked refunded.
 */
export function OrderFlags({ order }: { order: TOrderDetail }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const settle = useSettleFlag();
  const unpaid = order.order_status !== 'paid' && order.paid_at === null;

  const onSettle = async (flag: TOrderDetail['flags'][number], resolution: FlagSettle['resolution']) => {
    const ok = await confirm({
      title: resolution === 'accepted' ? ORDER_ACTION_LABELS.settleAccept : ORDER_ACTION_LABELS.settleRefund,
      message:
        resolution === 'accepted'
          ? `L'ordine n. ${order.order_id} risulterà pagato con questo pagamento di ${formatCents(flag.amount)} e la fattura sarà emessa.`
          : `Confermi che il pagamento di ${formatCents(flag.amount)} è stato rimborsato?`,
    });
    if (!ok) return;
    settle.mutate(
      { orderId: order.order_id, flagId: flag.id, resolution },
      {
        onSuccess: (result) => snackbar.show(result.message),
        onError: (error) => snackbar.show(error.message, 'error'),
      },
    );
  };

  return order.flags.map((f) => (
    <Alert
      key={f.id}
      severity="warning"
      className="no-print"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {f.kind === 'late_payment' && unpaid ? (
            <Button color="inherit" size="small" onClick={() => onSettle(f, 'accepted')}>
              {ORDER_ACTION_LABELS.settleAccept}
            </Button>
          ) : null}
          <Button color="inherit" size="small" onClick={() => onSettle(f, 'refunded')}>
            {ORDER_ACTION_LABELS.settleRefund}
          </Button>
        </Stack>
      }
    >
      <strong>{f.label}.</strong> {formatCents(f.amount)} ({paymentMethodLabel(f.method)}). {f.note}
    </Alert>
  ));
}
