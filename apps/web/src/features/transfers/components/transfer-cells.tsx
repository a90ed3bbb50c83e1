import { ageText, daysSince, formatCreditorReference, type TManualTransfer } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const caption = { color: 'text.secondary', fontSize: '0.75rem' } as const;

/**
 * The remittance reason, wrapped whole, and below it the RF reference grouped by four, as printed
 * for the payer (in a narrow column it wraps between groups).
 */
export function ReasonCell({ row }: { row: TManualTransfer }) {
  const reference = row.reference ? formatCreditorReference(row.reference) : null;
  return (
    <Stack sx={{ justifyContent: 'center', lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box component="span">{row.data.order}</Box>
      {reference ? (
        <Box component="span" sx={{ ...caption, fontVariantNumeric: 'tabular-nums' }}>
          {reference}
        </Box>
      ) : null}
    </Stack>
  );
}

/** Days since the transfer was made; the age is the point while it waits. */
export const transferAge = (row: TManualTransfer) => daysSince(row.created_at);
/** "12 gg" in the grid's narrow column ("oggi" on the day): the list has eleven columns at 1366 px. */
export const transferAgeText = (row: TManualTransfer) => {
  const days = transferAge(row);
  return days === 0 ? ageText(0) : `${days} gg`;
};
