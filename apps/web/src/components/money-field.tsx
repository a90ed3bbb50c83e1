import { centsToDecimal, parseEuroToCents } from '@app/shared';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FocusEvent, type Ref, useState } from 'react';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputRef'> & {
  /** Integer cents; null when empty. */
  value: number | null | undefined;
  /** Called with cents, or null when the text is empty or not an amount. */
  onChange: (cents: number | null) => void;
  inputRef?: Ref<HTMLInputElement>;
};

const INVALID = 'Importo non valido';

const display = (cents: number | null | undefined): string => (cents == null ? '' : centsToDecimal(cents));

/**
 * Euro amount typed with a decimal comma ("1234,56"), held as integer cents. Fits straight into
 * react-hook-form's <Controller> ({...field}); form/money-input.tsx does that binding.
 */
export function MoneyField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  ...rest
}: MoneyFieldProps) {
  const [text, setText] = useState(() => display(value));
  // Follow outside changes (form reset, reload) without fighting the text being typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (parseEuroToCents(text) !== (value ?? null)) setText(display(value));
  }

  const invalid = text.trim() !== '' && parseEuroToCents(text) === null;

  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const cents = parseEuroToCents(text);
    if (cents !== null) setText(display(cents));
    onBlur?.(event);
  };

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const cents = parseEuroToCents(event.target.value);
        setSeen(cents);
        onChange(cents);
      }}
      onBlur={handleBlur}
      inputRef={inputRef}
      error={error || invalid}
      helperText={invalid ? INVALID : helperText}
      slotProps={{
        ...rest.slotProps,
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
