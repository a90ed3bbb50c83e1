import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** The props of a field component that the form binding supplies, replaced by control and name. */
export type BoundProps<P, T extends FieldValues, Extra extends string = never> = Omit<
  P,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'defaultValue' | Extra
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * Binds a field component to a react-hook-form field: name, value, change, blur and ref, disabled
 * unless the caller says otherwise, and the field's error shown in place of the helper text.
 */
export function useBoundField<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
  { disabled, helperText }: { disabled?: boolean; helperText?: ReactNode },
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    // typed by the component that shows it
    value: field.value as unknown,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: disabled ?? field.disabled,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
