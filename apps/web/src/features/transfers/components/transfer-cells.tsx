import { ageText, daysSince, formatCreditorReference, type TManualTransfer } from '@app/shared';
import Box from '@mui/material/Box';

/** The RF reference grouped by four, as printed for the payer; a dash for transfers made before references. */
export function ReferenceCell({ row }: { row: TManualTransfer }) {
  return (
    <Box
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: '0.8125rem' }}
    >
      {row.reference ? formatCreditorReference(row.reference) : '—'}
    </Box>
  );
}

/** Days since the transfer was made ("12 giorni"); the age is the point while it waits. */
export const transferAge = (row: TManualTransfer) => daysSince(row.created_at);
export const transferAgeText = (row: TManualTransfer) => ageText(transferAge(row));
