import { MSG, romeWireDate, ZInvoiceExport } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { DateField } from '../../../components/date-field';
import { ExportProgressBar } from '../../../components/export-progress';
import { useCsvExport } from '../../../components/use-csv-export';
import { useExportInvoices } from '../api/export-invoices';

type Field = 'date_start' | 'date_end';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly { field: Field; label: string }[] = [
  { field: 'date_start', label: 'Data inizio' },
  { field: 'date_end', label: 'Data fine' },
];

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
  const today = romeWireDate();
  const [range, setRange] = useState<Record<Field, string | null>>({
    date_start: `${today.slice(0, 8)}01`,
    date_end: today,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [toSendOnly, setToSendOnly] = useState(false);
  const exporter = useCsvExport(useExportInvoices, { snackbarErrors: false });

  const change = (field: Field) => (value: string | null) => {
    setRange((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    exporter.reset();
  };

  const onExport = () => {
    const found = validate(range);
    setErrors(found);
    if (found.date_start || found.date_end || !range.date_start || !range.date_end) return;
    exporter.start(
      { date_start: range.date_start, date_end: range.date_end, to_send_only: toSendOnly },
      { onSuccess: onClose },
    );
  };

  return (
    <ActionDialog
      title="Esporta XML del periodo"
      onClose={onClose}
      pending={exporter.isPending}
      action={{ label: 'Esporta', icon: <DownloadIcon />, onClick: onExport }}
    >
      <Stack spacing={2}>
        <DialogContentText>
          Un file ZIP con l’XML di ogni fattura e nota di credito datata tra le due date (incluse), da
          consegnare all’intermediario.
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {FIELDS.map(({ field, label }) => (
            <DateField
              key={field}
              label={label}
              value={range[field]}
              onChange={change(field)}
              required
              error={Boolean(errors[field])}
              helperText={errors[field]}
            />
          ))}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={toSendOnly}
              onChange={(_event, checked) => {
                setToSendOnly(checked);
                exporter.reset();
              }}
            />
          }
          label="Solo da inviare"
        />
        <DialogContentText variant="body2">
          {toSendOnly
            ? 'Solo le fatture e note ancora da inviare: dopo l’esportazione risultano inviate, con la data di oggi.'
            : 'Tutti i documenti del periodo, qualunque sia il loro stato SdI: lo stato non cambia.'}
        </DialogContentText>
        {exporter.error ? <Alert severity="warning">{exporter.error.message}</Alert> : null}
        <ExportProgressBar progress={exporter.progress} />
      </Stack>
    </ActionDialog>
  );
}
