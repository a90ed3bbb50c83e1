import type { FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../date-field';
import { type BoundProps, useBoundField } from './bound-field';

export type DateInputProps<T extends FieldValues> = BoundProps<DateFieldProps, T>;

/** DateField (wire 'yyyy-MM-dd', shown dd/MM/yyyy) bound to a react-hook-form field. */
export function DateInput<T extends FieldValues>({ control, name, ...rest }: DateInputProps<T>) {
  const { value, ...bound } = useBoundField(control, name, rest);
  return <DateField {...rest} {...bound} value={value as DateFieldProps['value']} />;
}
