import type { FieldValues } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from '../money-field';
import { type BoundProps, useBoundField } from './bound-field';

export type MoneyInputProps<T extends FieldValues> = BoundProps<MoneyFieldProps, T>;

/** MoneyField (integer cents, shown as euro) bound to a react-hook-form field. */
export function MoneyInput<T extends FieldValues>({ control, name, ...rest }: MoneyInputProps<T>) {
  const { value, ...bound } = useBoundField(control, name, rest);
  return <MoneyField {...rest} {...bound} value={value as MoneyFieldProps['value']} />;
}
