import { ageText, daysSince, formatCreditorReference, type TManualTransfer } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const caption = { color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** Up to two lines, broken anywhere (an e-mail address has no spaces): read whole at 1366 px. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
} as const;

/** The payer's e-mail, whole, on two lines when it needs them. */
export function EmailCell({ row }: { row: TManualTransfer }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={twoLines} title={row.email}>
        {row.email}
      </Box>
    </Stack>
  );
}

/** The due date and, below it, how many days the transfer has waited. */
export function DueCell({ row, dueText }: { row: TManualTransfer; dueText: string }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <span>{dueText}</span>
      <Box component="span" sx={caption}>
        {transferAgeText(row)}
      </Box>
    </Stack>
  );
}

/** The remittance reason and, below it, the RF reference grouped by four, as printed for the payer. */
export function ReasonCell({ row }: { row: TManualTransfer }) {
  const reference = row.reference ? formatCreditorReference(row.reference) : null;
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={twoLines}>
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

/** Days since the transfer was made; the age is the point while it waits. */
export const transferAge = (row: TManualTransfer) => daysSince(row.created_at);
/** "attesa 12 gg" beneath the due date ("oggi" on the day): short, the list has ten columns at 1366 px. */
export const transferAgeText = (row: TManualTransfer) => {
  const days = transferAge(row);
  return days === 0 ? ageText(0) : `attesa ${days} gg`;
};
