import { formatCents } from '@app/shared';
import Box from '@mui/material/Box';

/** An amount that never wraps between "€" and its figures, wherever the line breaks. */
export function Amount({ cents }: { cents: number }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatCents(cents)}
    </Box>
  );
}
