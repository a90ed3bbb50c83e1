import { DISPLAY_DATE, formatDisplayDate, parseWireDate, toWireDate } from '@app/shared';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { isValid } from 'date-fns';
import { it } from 'date-fns/locale/it';
import { type ReactNode, type Ref, useState } from 'react';

export type DateFieldProps = {
  /** Wire date 'yyyy-MM-dd', or null when empty. */
  value: string | null | undefined;
  /** Called with 'yyyy-MM-dd', or null when emptied or not (yet) a valid date. */
  onChange: (value: string | null) => void;
  label: ReactNode;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Error from the form (e.g. end before start); the picker's own errors take precedence. */
  error?: boolean;
  helperText?: ReactNode;
  /** Bounds as wire dates. */
  minDate?: string | null;
  maxDate?: string | null;
  size?: 'small' | 'medium';
};

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

function pickerMessage(error: DateValidationError, min?: string | null, max?: string | null): string | null {
  if (!error) return null;
  if (error === 'minDate' && min) return `La data non può essere precedente al ${formatDisplayDate(min)}`;
  if (error === 'maxDate' && max) return `La data non può essere successiva al ${formatDisplayDate(max)}`;
  return 'Data non valida';
}

/**
 * Date picker showing dd/MM/yyyy in Italian while the value stays a wire string. It carries its
 * own LocalizationProvider so the pickers load only with the screens that use them.
 */
export function DateField({
  value,
  onChange,
  required,
  error,
  helperText,
  minDate,
  maxDate,
  size,
  onBlur,
  // label, name, inputRef, disabled and readOnly go to the picker as they are
  ...picker
}: DateFieldProps) {
  // The picker keeps a half-typed (invalid) date locally; the form only ever sees wire dates or null.
  const [date, setDate] = useState<Date | null>(() => (value ? parseWireDate(value) : null));
  const [seen, setSeen] = useState(value ?? null);
  if ((value ?? null) !== seen) {
    setSeen(value ?? null);
    setDate(value ? parseWireDate(value) : null);
  }
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const pickerText = pickerMessage(pickerError, minDate, maxDate);

  const handleChange = (next: Date | null) => {
    setDate(next);
    const wire = next && isValid(next) ? toWireDate(next) : null;
    setSeen(wire);
    onChange(wire);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={it} localeText={localeText}>
      <DatePicker
        {...picker}
        value={date}
        onChange={handleChange}
        onError={setPickerError}
        format={DISPLAY_DATE}
        minDate={minDate ? (parseWireDate(minDate) ?? undefined) : undefined}
        maxDate={maxDate ? (parseWireDate(maxDate) ?? undefined) : undefined}
        slotProps={{
          textField: {
            required,
            fullWidth: true,
            size,
            onBlur,
            error: Boolean(pickerText) || error,
            helperText: pickerText ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
