import { type TCsvMapping, type TCsvMappingInput, ZCsvMapping } from '@app/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useCsvMappings } from '../api/csv-mappings';
import { useImportStatement } from '../api/import-statement';

type Column = 'date' | 'amount' | 'payer' | 'reference';
const COLUMNS: [Column, string][] = [
  ['date', 'Colonna data'],
  ['amount', 'Colonna importo'],
  ['payer', 'Colonna ordinante'],
  ['reference', 'Colonna causale'],
];
const DELIMITERS = [
  { value: ';', label: 'Punto e virgola (;)' },
  { value: ',', label: 'Virgola (,)' },
  { value: '\t', label: 'Tabulazione' },
] as const;
const EMPTY: TCsvMappingInput = { bank: '', date: '', amount: '', payer: '', reference: '', delimiter: ';' };

const isXml = (content: string) =>
  content
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
const firstLine = (content: string) => content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
const guessDelimiter = (line: string): TCsvMapping['delimiter'] =>
  line.includes(';') ? ';' : line.includes('\t') ? '\t' : ',';
const headerOf = (line: string, delimiter: string) =>
  line.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

/**
 * "Importa estratto conto": a CAMT.053 XML is read as it is; a CSV needs its bank's columns, which
 * are remembered per bank and filled in again next time.
 */
export function StatementImport() {
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const mappings = useCsvMappings();
  const importer = useImportStatement();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [mapping, setMapping] = useState<TCsvMappingInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const csv = file !== null && !isXml(file.content);
  const header = useMemo(
    () => (file && csv ? headerOf(firstLine(file.content), mapping.delimiter ?? ';') : []),
    [file, csv, mapping.delimiter],
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const content = await chosen.text();
    setFile({ name: chosen.name, content });
    setErrors({});
    if (!isXml(content)) setMapping((m) => ({ ...m, delimiter: guessDelimiter(firstLine(content)) }));
  };

  const chooseBank = (bank: string) => {
    const known = mappings.data?.find((m) => m.bank === bank);
    setMapping(known ?? { ...mapping, bank });
  };

  const onImport = () => {
    if (!file) return;
    let csvMapping: TCsvMapping | undefined;
    if (csv) {
      const parsed = ZCsvMapping.safeParse(mapping);
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
        return;
      }
      csvMapping = parsed.data;
    }
    setErrors({});
    importer.mutate(
      { file_name: file.name, content: file.content, csv: csvMapping },
      {
        onSuccess: (result) => {
          const summary = `Estratto conto importato: ${result.added} righe nuove su ${result.lines}`;
          // an entry left out (a reversal, fractions of a cent) must not pass unseen
          if (result.notes.length) snackbar.show(`${summary}. ${result.notes.join('. ')}`, 'warning');
          else snackbar.show(summary);
          setFile(null);
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
          <Typography variant="body2" data-testid="statement-file-name">
            {file ? `${file.name} (${csv ? 'CSV' : 'CAMT.053'})` : 'Nessun file scelto'}
          </Typography>
        </Stack>
        {csv ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <Autocomplete
              freeSolo
              options={(mappings.data ?? []).map((m) => m.bank)}
              inputValue={mapping.bank}
              onInputChange={(_, value) => chooseBank(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Banca"
                  required
                  error={!!errors.bank}
                  helperText={errors.bank}
                />
              )}
            />
            <TextField
              select
              label="Separatore"
              value={mapping.delimiter}
              onChange={(e) =>
                setMapping({ ...mapping, delimiter: e.target.value as TCsvMapping['delimiter'] })
              }
            >
              {DELIMITERS.map((d) => (
                <MenuItem key={d.label} value={d.value}>
                  {d.label}
                </MenuItem>
              ))}
            </TextField>
            {COLUMNS.map(([key, label]) => (
              <TextField
                key={key}
                select
                required
                label={label}
                value={header.includes(mapping[key]) ? mapping[key] : ''}
                onChange={(e) => setMapping({ ...mapping, [key]: e.target.value })}
                error={!!errors[key]}
                helperText={errors[key]}
              >
                {header.map((column) => (
                  <MenuItem key={column} value={column}>
                    {column}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        ) : null}
        <Box>
          <Button variant="contained" disabled={!file} loading={importer.isPending} onClick={onImport}>
            Importa
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
