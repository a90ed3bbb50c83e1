import type { TBulkResult } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BULK_TEXT, type Gendered } from './bulk-texts';

/** The rows an action could not do, each named with the reason the server gave. */
export function BulkFailures({
  failed,
  names,
  noun,
}: {
  failed: TBulkResult['failed'];
  names: ReadonlyMap<number, string>;
  noun: Gendered;
}) {
  if (failed.length === 0) return null;
  return (
    <Alert severity="warning">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {BULK_TEXT.failed(failed.length, noun)}
      </Typography>
      {/* a long list scrolls: it takes the focus, so the keyboard scrolls it too */}
      <Box component="ul" tabIndex={0} sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 220, overflowY: 'auto' }}>
        {failed.map(({ id, reason }) => (
          <li key={id}>
            <Typography variant="body2">
              {names.get(id) ?? `n. ${id}`}: {reason}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
