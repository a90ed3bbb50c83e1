import {
  STATEMENT_MAX_CHARS,
  type TCsvDelimiter,
  type TCsvMapping,
  type TStatementPreview,
  ZCsvMapping,
} from '@app/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useCsvMappings } from '../api/csv-mappings';
import { type TStatementImportResult, useImportStatement } from '../api/import-statement';
import { usePreviewStatement } from '../api/preview-statement';
import { CsvMappingFields } from './csv-mapping-fields';
import { ImportSummary } from './import-summary';

const NO_COLUMNS: NonNullable<TStatementPreview['mapping']> = {
  date: '',
  amount_mode: 'single',
  amount: '',
  debit: '',
  credit: '',
  payer: '',
  reference: '',
  currency: '',
};
const EMPTY: TCsvMapping = { bank: '', delimiter: ';', header_row: null, ...NO_COLUMNS };

/** Bytes → base64, a slice at a time: spreading 2 MiB into one fromCharCode call overflows the stack. */
function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const formatLabel = (p: TStatementPreview) => (p.format === 'camt053' ? 'CAMT.053' : `CSV, ${p.encoding}`);

type StatementFile = { name: string; base64: string };

/**
 * "Importa estratto conto": the file is sent as bytes, so the server reads its encoding (Italian
 * banks export Windows-1252). A CAMT.053 XML is read as it is; for a CSV the server previews the
 * first rows and proposes the header and the columns, remembered per bank for next time.
 */
export function StatementImport() {
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const mappings = useCsvMappings();
  const previewer = usePreviewStatement();
  const importer = useImportStatement();
  const [file, setFile] = useState<StatementFile | null>(null);
  const [preview, setPreview] = useState<TStatementPreview | null>(null);
  const [form, setForm] = useState<TCsvMapping>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<TStatementImportResult | null>(null);
  const banks = (mappings.data ?? []).map((m) => m.bank);

  /** Reads the file (again, with the chosen bank or delimiter); a new file that cannot be read is dropped. */
  const runPreview = (
    chosen: StatementFile,
    options: { bank?: string; delimiter?: TCsvDelimiter },
    fresh = false,
  ) =>
    // mutate's own callbacks fire for the latest call only: an older, slower answer is ignored
    previewer.mutate(
      { file_name: chosen.name, content_base64: chosen.base64, ...options },
      {
        onSuccess: (read) => {
          setPreview(read);
          setForm((f) => ({
            ...f,
            delimiter: read.delimiter,
            header_row: read.header_row,
            ...(read.mapping ?? NO_COLUMNS),
          }));
          setErrors({});
        },
        onError: (error) => {
          snackbar.show(error.message, 'error');
          if (fresh) setFile(null);
        },
      },
    );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size > STATEMENT_MAX_CHARS) {
      snackbar.show('Il file supera 2 MiB', 'error');
      return;
    }
    const chosen = { name: picked.name, base64: toBase64(await picked.arrayBuffer()) };
    setFile(chosen);
    setPreview(null);
    runPreview(chosen, { bank: banks.includes(form.bank) ? form.bank : undefined }, true);
  };

  const change = (patch: Partial<TCsvMapping>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in patch))));
  };
  const onBank = (bank: string) => {
    change({ bank });
    if (file) runPreview(file, { bank });
  };
  const onDelimiter = (delimiter: TCsvDelimiter) => {
    change({ delimiter });
    if (file) runPreview(file, { delimiter, bank: banks.includes(form.bank) ? form.bank : undefined });
  };

  const onImport = () => {
    if (!file || !preview) return;
    let csv: TCsvMapping | undefined;
    if (preview.format === 'csv') {
      const parsed = ZCsvMapping.safeParse(form);
      const found = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      if (form.header_row === null) found.header_row = 'Scegli la riga che contiene i nomi delle colonne';
      if (!parsed.success || form.header_row === null) {
        setErrors(found);
        return;
      }
      csv = parsed.data;
    }
    setErrors({});
    importer.mutate(
      { file_name: file.name, content_base64: file.base64, csv },
      {
        onSuccess: (result) => {
          setSummary(result);
          setFile(null);
          setPreview(null);
        },
        onError: (error) => snackbar.show(error.message, 'error'),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Importa estratto conto
        </Typography>
        <Typography variant="body2" color="text.secondary">
          CAMT.053 (XML) o CSV della banca. Le righe già importate non vengono aggiunte di nuovo.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
            Scegli file
          </Button>
          <input
            ref={input}
            type="file"
            accept=".xml,.csv,.txt"
            hidden
            onChange={onFile}
            aria-label="File estratto conto"
          />
          <Typography
            variant="body2"
            data-testid="statement-file-name"
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {file ? `${file.name} (${preview ? formatLabel(preview) : 'lettura…'})` : 'Nessun file scelto'}
          </Typography>
        </Stack>
        {file && preview?.format === 'csv' ? (
          <CsvMappingFields
            preview={preview}
            form={form}
            errors={errors}
            banks={banks}
            onChange={change}
            onBank={onBank}
            onDelimiter={onDelimiter}
          />
        ) : null}
        <Box>
          <Button
            variant="contained"
            disabled={!file || !preview || previewer.isPending}
            loading={importer.isPending}
            onClick={onImport}
          >
            Importa
          </Button>
        </Box>
        {summary ? <ImportSummary result={summary} onClose={() => setSummary(null)} /> : null}
      </Stack>
    </Paper>
  );
}
