import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type SwitchInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Store 1/0 instead of true/false (fields such as approved or vies are numeric on the wire). */
  numeric?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
};

/** On/off switch bound to a react-hook-form field, with its error under it. */
export function SwitchInput<T extends FieldValues>({
  control,
  name,
  label,
  numeric = false,
  disabled,
  helperText,
}: SwitchInputProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled ?? field.disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(_event, checked) => field.onChange(numeric ? Number(checked) : checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {message ? <FormHelperText sx={{ mt: 0 }}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
