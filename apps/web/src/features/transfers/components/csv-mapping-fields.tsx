import {
  AMOUNT_MODE_LABELS,
  AMOUNT_MODES,
  CSV_DELIMITER_LABELS,
  CSV_DELIMITERS,
  type TCsvDelimiter,
  type TCsvMapping,
  type TStatementPreview,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';

type Column = 'date' | 'amount' | 'debit' | 'credit' | 'payer' | 'reference' | 'currency';
const COLUMNS: readonly Column[] = ['date', 'amount', 'debit', 'credit', 'payer', 'reference', 'currency'];
type ColumnField = { key: Column; label: string; optional?: boolean };

const fieldsFor = (mode: TCsvMapping['amount_mode']): ColumnField[] => [
  { key: 'date', label: 'Colonna data' },
  ...(mode === 'single'
    ? [{ key: 'amount' as const, label: 'Colonna importo' }]
    : [
        { key: 'debit' as const, label: 'Colonna dare (uscite)', optional: true },
        { key: 'credit' as const, label: 'Colonna avere (entrate)' },
      ]),
  { key: 'payer', label: 'Colonna ordinante (facoltativa)', optional: true },
  { key: 'reference', label: 'Colonna causale' },
  { key: 'currency', label: 'Colonna valuta (facoltativa)', optional: true },
];

const ROW_LABEL_CHARS = 90;
const rowLabel = (row: TStatementPreview['rows'][number]) => {
  const text = `Riga ${row.line}: ${row.cells.filter(Boolean).join(' · ')}`;
  return text.length > ROW_LABEL_CHARS ? `${text.slice(0, ROW_LABEL_CHARS)}…` : text;
};

/** The column names of a row: blank cells name nothing, and a name is offered once. */
const namesOf = (preview: TStatementPreview, line: number | null) => [
  ...new Set(preview.rows.find((r) => r.line === line)?.cells.filter(Boolean) ?? []),
];

const full = { gridColumn: '1 / -1' } as const;

type Props = {
  preview: TStatementPreview;
  form: TCsvMapping;
  errors: Record<string, string>;
  banks: string[];
  onChange: (patch: Partial<TCsvMapping>) => void;
  /** a remembered bank was chosen: its columns are read again from the file */
  onBank: (bank: string) => void;
  onDelimiter: (delimiter: TCsvDelimiter) => void;
};

/**
 * How a bank's CSV is read: the header row (banks put account details above it) and which of its
 * columns hold the date, the amount, the payer and the description.
 */
export function CsvMappingFields({ preview, form, errors, banks, onChange, onBank, onDelimiter }: Props) {
  const names = namesOf(preview, form.header_row);
  const chooseHeader = (line: number) => {
    const next = namesOf(preview, line);
    // a column of the previous header that the new one lacks would only fail at import
    const cleared = COLUMNS.filter((c) => form[c] && !next.includes(form[c]));
    onChange({ header_row: line, ...Object.fromEntries(cleared.map((c) => [c, ''])) });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Autocomplete
        freeSolo
        options={banks}
        inputValue={form.bank}
        onInputChange={(_, value) => onChange({ bank: value })}
        onChange={(_, value) => {
          if (value && banks.includes(value)) onBank(value);
        }}
        renderInput={(params) => (
          <TextField {...params} label="Banca" required error={!!errors.bank} helperText={errors.bank} />
        )}
      />
      <TextField
        select
        label="Separatore"
        value={form.delimiter}
        onChange={(e) => {
          const chosen = CSV_DELIMITERS.find((d) => d === e.target.value);
          if (chosen) onDelimiter(chosen);
        }}
      >
        {CSV_DELIMITERS.map((d) => (
          <MenuItem key={d} value={d}>
            {CSV_DELIMITER_LABELS[d]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        label="Riga di intestazione"
        value={form.header_row ?? ''}
        onChange={(e) => chooseHeader(Number(e.target.value))}
        error={!!errors.header_row}
        helperText={errors.header_row}
      >
        {preview.rows
          .filter((r) => r.cells.some(Boolean))
          .map((r) => (
            <MenuItem key={r.line} value={r.line} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {rowLabel(r)}
            </MenuItem>
          ))}
      </TextField>
      {form.header_row === null ? (
        <Alert severity="warning" sx={full}>
          Riga di intestazione non trovata: scegli la riga che contiene i nomi delle colonne
        </Alert>
      ) : null}
      <FormControl sx={full}>
        <FormLabel id="statement-amount-mode">Importo</FormLabel>
        <RadioGroup
          row
          aria-labelledby="statement-amount-mode"
          value={form.amount_mode}
          onChange={(e) => {
            const mode = AMOUNT_MODES.find((m) => m === e.target.value);
            if (mode) onChange({ amount_mode: mode });
          }}
        >
          {AMOUNT_MODES.map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={AMOUNT_MODE_LABELS[m]} />
          ))}
        </RadioGroup>
      </FormControl>
      {fieldsFor(form.amount_mode).map(({ key, label, optional }) => (
        <TextField
          key={key}
          select
          required={!optional}
          label={label}
          value={names.includes(form[key]) ? form[key] : ''}
          onChange={(e) => onChange({ [key]: e.target.value })}
          error={!!errors[key]}
          helperText={errors[key]}
          // an optional column shows "Nessuna" rather than an empty box
          slotProps={optional ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
        >
          {optional ? (
            <MenuItem value="">
              <em>Nessuna</em>
            </MenuItem>
          ) : null}
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
