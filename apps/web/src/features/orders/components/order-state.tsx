import {
  formatCreditorReference,
  formatDisplayDate,
  ORDER_STATE_LABELS,
  orderOriginLabel,
  type TOrderState,
} from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const COLORS: Record<TOrderState, 'warning' | 'success' | 'default' | 'error'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  expired: 'default',
  cancelled: 'error',
};

/** The order's state as a chip: "In attesa di pagamento", "Pagato", "Scaduto", "Annullato". */
export function OrderStateChip({ state }: { state: TOrderState }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={ORDER_STATE_LABELS[state]} />;
}

const caption = {
  color: 'text.secondary',
  fontSize: '0.8125rem',
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
} as const;

/** A grid cell: the state's chip and, while it waits for payment, its due date below. */
export function OrderStateCell({ state, due }: { state: TOrderState; due: string | null }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', gap: 0.25 }}>
      <Box>
        <OrderStateChip state={state} />
      </Box>
      {state === 'awaiting_payment' && due ? <Box sx={caption}>entro il {formatDisplayDate(due)}</Box> : null}
    </Stack>
  );
}

/** A grid cell: the transfer's RF reference grouped by four, and where the order was made. */
export function ReferenceCell({ reference, fromSite }: { reference: string | null; fromSite: boolean }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {reference ? formatCreditorReference(reference) : '—'}
      </Box>
      <Box component="span" sx={caption}>
        {orderOriginLabel(fromSite)}
      </Box>
    </Stack>
  );
}
