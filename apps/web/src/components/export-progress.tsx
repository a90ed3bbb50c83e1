import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgressView } from './use-csv-export';

/** The bar and line of text of a running export (`useCsvExport().progress`); nothing otherwise. */
export function ExportProgressBar({ progress }: { progress: ProgressView | null }) {
  if (!progress) return null;
  return (
    <Stack spacing={0.5} role="status" aria-live="polite">
      <LinearProgress
        variant={progress.percent === undefined ? 'indeterminate' : 'determinate'}
        value={progress.percent}
        aria-label="Avanzamento esportazione"
      />
      <Typography variant="caption" color="text.secondary">
        {progress.text}
      </Typography>
    </Stack>
  );
}
