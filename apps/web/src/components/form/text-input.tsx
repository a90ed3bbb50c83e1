import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type TextInputProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'defaultValue'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * Text field bound to a react-hook-form field; shows the field's error under it. Null shows as
 * empty; with type="number" the value is a number (or null when emptied).
 */
export function TextInput<T extends FieldValues>({
  control,
  name,
  type,
  helperText,
  ...rest
}: TextInputProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const numeric = type === 'number';
  return (
    <TextField
      {...rest}
      type={type}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        field.onChange(numeric ? (raw === '' ? null : Number(raw)) : raw);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={rest.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
