import { formatCents, formatCreditorReference, formatDisplayDate, type TManualTransfer } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const caption = { color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The remittance reason and, below it, the transfer's RF reference grouped by four, as printed for the payer. */
export function ReasonCell({ row }: { row: TManualTransfer }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={ellipsis}>
        {row.data.order}
      </Box>
      {row.reference ? (
        // a size smaller: the whole reference in the column's width at 1366 px
        <Box component="span" sx={{ ...caption, ...ellipsis, fontSize: '0.75rem' }}>
          {formatCreditorReference(row.reference)}
        </Box>
      ) : null}
    </Stack>
  );
}

/** The amount due and, while it waits, the last day to pay. */
export function AmountCell({ row }: { row: TManualTransfer }) {
  return (
    <Stack sx={{ justifyContent: 'center', alignItems: 'flex-end', height: '100%', lineHeight: 1.3 }}>
      <span>{formatCents(row.data.amount)}</span>
      {row.due_date && !row.data.confirm ? (
        <Box component="span" sx={caption}>
          scade il {formatDisplayDate(row.due_date)}
        </Box>
      ) : null}
    </Stack>
  );
}
