import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'error' | 'id'> & { label: string; error?: string };

/**
 * TextField's look built from its parts: TextField also imports Select (and with it Menu, Popover
 * and Modal), which the sign-in bundle would carry for nothing.
 */
export function CredentialField({ label, error, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={error ? helperId : undefined} />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
