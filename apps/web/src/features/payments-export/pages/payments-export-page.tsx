import { paymentsExportFileName, ZPaymentsExportRange } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Path, useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/editor/schema-resolver';
import { ExportProgressBar } from '../../../components/export-progress';
import { DateInput } from '../../../components/form/date-input';
import { usePageTitle } from '../../../components/page-title';
import { useCsvExport } from '../../../components/use-csv-export';
import { XlsxButton } from '../../../components/xlsx-button';
import { isApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { exportPaymentsXlsx, useExportPayments } from '../api/export-payments';

type FormValues = { date_start: string | null; date_end: string | null };

/** Route /payments: the payments paid between two dates, as a CSV named by its range. */
export default function PaymentsExportPage() {
  usePageTitle('Pagamenti');
  const exporter = useCsvExport(useExportPayments, { noun: { one: 'pagamento', many: 'pagamenti' } });
  const { control, handleSubmit, setError, trigger, getValues } = useForm<FormValues>({
    // the pickers hold null until a date is chosen; the schema answers "Campo obbligatorio" for it
    resolver: schemaResolver<FormValues>(ZPaymentsExportRange),
    defaultValues: { date_start: null, date_end: null },
  });

  const onSubmit = handleSubmit((data) => {
    const range = ZPaymentsExportRange.parse(data);
    // saved under the range's name (the server's), never a blob's random id
    return exporter.start(range, {
      onSuccess: (file) => saveBlob(file, paymentsExportFileName(range)),
      onError: (error) => {
        for (const [field, message] of Object.entries((isApiError(error) && error.errors) || {})) {
          setError(field.replace(/^data\./, '') as Path<FormValues>, { message });
        }
      },
    });
  });

  // the same range as a workbook: the form's own validation first, its messages beside the fields
  const downloadXlsx = async () => {
    if (!(await trigger())) return null;
    return exportPaymentsXlsx(ZPaymentsExportRange.parse(getValues()));
  };

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          Esporta in CSV o in Excel i pagamenti incassati tra le due date (incluse); il file prende il nome
          dalle date scelte.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <DateInput control={control} name="date_start" label="Data inizio" required />
          <DateInput control={control} name="date_end" label="Data fine" required />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<DownloadIcon />}
            loading={exporter.isPending}
            loadingPosition="start"
          >
            Esporta CSV
          </Button>
          <XlsxButton fileName="pagamenti.xlsx" download={downloadXlsx} />
        </Box>
        <ExportProgressBar progress={exporter.progress} />
      </Stack>
    </Paper>
  );
}
