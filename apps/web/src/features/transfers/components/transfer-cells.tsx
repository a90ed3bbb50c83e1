import { ageText, daysSince, formatCreditorReference, type TManualTransfer } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const caption = { color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The remittance reason and, below it, the RF reference grouped by four, as printed for the payer. */
export function ReasonCell({ row }: { row: TManualTransfer }) {
  const reference = row.reference ? formatCreditorReference(row.reference) : null;
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={ellipsis}>
        {row.data.order}
      </Box>
      {reference ? (
        <Box component="span" sx={{ ...caption, ...ellipsis, fontVariantNumeric: 'tabular-nums' }}>
          {reference}
        </Box>
      ) : null}
    </Stack>
  );
}

/** Days since the transfer was made ("12 giorni"); the age is the point while it waits. */
export const transferAge = (row: TManualTransfer) => daysSince(row.created_at);
export const transferAgeText = (row: TManualTransfer) => ageText(transferAge(row));
