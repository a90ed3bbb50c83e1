import {
  formatCreditorReference,
  formatDisplayDate,
  ORDER_STATE_LABELS,
  ORDER_STATE_SHORT_LABELS,
  type TOrderRow,
  type TOrderState,
} from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { FlagChip } from '../../../components/grid-columns';

const COLORS: Record<TOrderState, 'warning' | 'success' | 'default' | 'error'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  expired: 'default',
  cancelled: 'error',
};

/** The order's state as a chip: "In attesa di pagamento" (or "Da pagare" where room is short), "Pagato"… */
export function OrderStateChip({ state, short = false }: { state: TOrderState; short?: boolean }) {
  const label = (short ? ORDER_STATE_SHORT_LABELS : ORDER_STATE_LABELS)[state];
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={label} />;
}

const twoLines = { justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 } as const;
const caption = { color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;

/** SPEC's status (Completed / Not Completed) and, below it, the order's state. */
export function StatusCell({ row }: { row: TOrderRow }) {
  return (
    <Stack spacing={0.25} sx={{ ...twoLines, alignItems: 'flex-start' }}>
      <FlagChip on={row.status === 'Completed'} label={row.status} />
      <OrderStateChip state={row.order_status} short />
    </Stack>
  );
}

/** The payment date; while unpaid, the day it is due. Below, the RF reference to pay with. */
export function PaymentCell({ row }: { row: TOrderRow }) {
  const when = row.paid_at
    ? formatDisplayDate(row.paid_at)
    : row.due_date && row.order_status === 'awaiting_payment'
      ? `entro il ${formatDisplayDate(row.due_date)}`
      : '';
  return (
    <Stack sx={twoLines}>
      <Box component="span" sx={row.paid_at ? undefined : caption}>
        {when}
      </Box>
      {row.reference ? (
        <Box component="span" sx={{ ...caption, fontVariantNumeric: 'tabular-nums' }}>
          {formatCreditorReference(row.reference)}
        </Box>
      ) : null}
    </Stack>
  );
}

/** The order's number, a link to it (on a phone the Dettaglio button is far), and "Sito" for a site booking. */
export function OrderCell({ row, to }: { row: TOrderRow; to: string }) {
  return (
    <Stack sx={twoLines}>
      <Link component={RouterLink} to={to}>
        {row.order_id}
      </Link>
      {row.from_site ? (
        <Box component="span" sx={caption}>
          Sito
        </Box>
      ) : null}
    </Stack>
  );
}
