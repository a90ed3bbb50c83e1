import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../date-field';

export type DateInputProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** DateField (wire 'yyyy-MM-dd', shown dd/MM/yyyy) bound to a react-hook-form field. */
export function DateInput<T extends FieldValues>({ control, name, helperText, ...rest }: DateInputProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...rest}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={rest.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
