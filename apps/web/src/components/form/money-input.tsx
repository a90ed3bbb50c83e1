import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from '../money-field';

export type MoneyInputProps<T extends FieldValues> = Omit<
  MoneyFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** MoneyField (integer cents, shown as euro) bound to a react-hook-form field. */
export function MoneyInput<T extends FieldValues>({
  control,
  name,
  helperText,
  ...rest
}: MoneyInputProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MoneyField
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
