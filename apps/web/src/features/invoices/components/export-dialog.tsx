import { MSG, romeWireDate, ZInvoiceExport } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { useSnackbar } from '../../../components/snackbar';
import { type ExportProgress, useExportInvoices } from '../api/export-invoices';

type Field = 'date_start' | 'date_end';
type Errors = Partial<Record<Field, string>>;

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('it-IT')} KiB`;

function validate(range: Record<Field, string | null>): Errors {
  const errors: Errors = {};
  if (!range.date_start) errors.date_start = MSG.required;
  if (!range.date_end) errors.date_end = MSG.required;
  if (errors.date_start || errors.date_end) return errors;
  const parsed = ZInvoiceExport.safeParse(range);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'date_start' || field === 'date_end') errors[field] ??= issue.message;
  }
  return errors;
}

/** "Esporta XML del periodo": the XML files of the invoices dated in a range, as one ZIP. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const today = romeWireDate();
  const [range, setRange] = useState<Record<Field, string | null>>({
    date_start: `${today.slice(0, 8)}01`,
    date_end: today,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const exporter = useExportInvoices(setProgress);

  const change = (field: Field) => (value: string | null) => {
    setRange((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    exporter.reset();
  };

  const onExport = () => {
    const found = validate(range);
    setErrors(found);
    if (found.date_start || found.date_end || !range.date_start || !range.date_end) return;
    setProgress({ bytes: 0, total: null });
    exporter.mutate(
      { date_start: range.date_start, date_end: range.date_end },
      {
        onSuccess: () => {
          snackbar.show('Esportazione completata');
          onClose();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress?.total
    ? Math.min(100, Math.round((progress.bytes / progress.total) * 100))
    : undefined;
  return (
    <Dialog
      open
      onClose={exporter.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Esporta XML del periodo</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Un file ZIP con l’XML di ogni fattura e nota di credito datata tra le due date (incluse), da
            consegnare all’intermediario.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <DateField
              label="Data inizio"
              value={range.date_start}
              onChange={change('date_start')}
              required
              error={Boolean(errors.date_start)}
              helperText={errors.date_start}
            />
            <DateField
              label="Data fine"
              value={range.date_end}
              onChange={change('date_end')}
              required
              error={Boolean(errors.date_end)}
              helperText={errors.date_end}
            />
          </Box>
          {exporter.isError ? <Alert severity="warning">{exporter.error.message}</Alert> : null}
          {progress ? (
            <Stack spacing={1} aria-live="polite">
              <LinearProgress
                variant={percent === undefined ? 'indeterminate' : 'determinate'}
                value={percent}
                aria-label="Avanzamento esportazione"
              />
              <Typography variant="body2" color="text.secondary">
                {progress.bytes === 0
                  ? 'Preparazione del file…'
                  : `Scaricati ${kib(progress.bytes)}${progress.total ? ` di ${kib(progress.total)}` : ''}`}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={exporter.isPending}>
          Annulla
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={onExport}
          loading={exporter.isPending}
          loadingPosition="start"
        >
          Esporta
        </Button>
      </DialogActions>
    </Dialog>
  );
}
