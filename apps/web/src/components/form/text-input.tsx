import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useBoundField } from './bound-field';

export type TextInputProps<T extends FieldValues> = BoundProps<TextFieldProps, T>;

/**
 * Text field bound to a react-hook-form field; shows the field's error under it. Null shows as
 * empty; with type="number" the value is a number (or null when emptied).
 */
export function TextInput<T extends FieldValues>({ control, name, ...rest }: TextInputProps<T>) {
  const bound = useBoundField(control, name, rest);
  const numeric = rest.type === 'number';
  return (
    <TextField
      {...rest}
      {...bound}
      value={bound.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        bound.onChange(numeric ? (raw === '' ? null : Number(raw)) : raw);
      }}
    />
  );
}
