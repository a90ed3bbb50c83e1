import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useBoundField } from './bound-field';

export type SelectOption = { value: string | number; label: string };

export type SelectInputProps<T extends FieldValues> = BoundProps<TextFieldProps, T, 'select' | 'children'> & {
  options: readonly SelectOption[];
  /** Adds a first choice that sets the field to null; true labels it "Nessuno". */
  noneOption?: boolean | string;
};

const NONE = '';

/** Select bound to a react-hook-form field; option values keep their type (string or number). */
export function SelectInput<T extends FieldValues>({
  control,
  name,
  options,
  noneOption = false,
  ...rest
}: SelectInputProps<T>) {
  const field = useBoundField(control, name, rest);
  const noneLabel = typeof noneOption === 'string' ? noneOption : 'Nessuno';
  // A value the list does not (yet) contain would make MUI warn; show it as empty instead.
  const known = options.some((option) => option.value === field.value);
  return (
    <TextField
      {...rest}
      select
      {...field}
      value={known ? field.value : NONE}
      onChange={(event) => field.onChange(event.target.value === NONE ? null : event.target.value)}
    >
      {noneOption ? (
        <MenuItem value={NONE}>
          <em>{noneLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
