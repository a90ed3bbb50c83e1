import { type TUser, WORKING_AT, WORKING_AT_LABELS } from '@app/shared';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { HTMLInputTypeAttribute } from 'react';
import { useController } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { ImageUpload } from '../../../components/image-upload';
import { PasswordLink } from './password-link';
import type { UserFormControl, UserFormValues } from './user-form';

const WORKING_AT_OPTIONS = WORKING_AT.map((value) => ({ value, label: WORKING_AT_LABELS[value] }));

type TextField = {
  name: `user.${keyof UserFormValues['user'] & string}`;
  label: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
};
const TEXT_FIELDS: readonly TextField[] = [
  { name: 'user.name', label: 'Nome', required: true },
  { name: 'user.surname', label: 'Cognome', required: true },
  { name: 'user.email', label: 'Email', type: 'email', required: true },
  { name: 'user.email_alternative', label: 'Email alternativa' },
  { name: 'user.phone', label: 'Telefono' },
  { name: 'user.fiscal_code', label: 'Codice fiscale' },
];

/** Tab "Dettagli Utente". */
export function UserTab({ control, user }: { control: UserFormControl; user: TUser }) {
  const image = useController({ control, name: 'user.image' });
  return (
    <Stack spacing={3}>
      <SwitchInput control={control} name="user.member_area" label="Member Area" />
      <PasswordLink
        userId={user.id}
        lastReset={user.last_reset_password}
        lastLinkSent={user.last_reset_password_link_sent}
      />
      <ImageUpload
        value={image.field.value}
        onChange={image.field.onChange}
        alt={`Immagine di ${user.name} ${user.surname}`}
        size={64}
        person={user}
      />
      <Grid container spacing={2}>
        {TEXT_FIELDS.map(({ name, label, type, required }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextInput
              control={control}
              name={name}
              label={label}
              type={type}
              required={required}
              fullWidth
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="user.field_of_activity"
            label="Lavora presso"
            options={WORKING_AT_OPTIONS}
            noneOption="Nessuno"
            fullWidth
          />
        </Grid>
      </Grid>
      <SwitchInput control={control} name="user.remove_fee" label="Rimuovi Fee Conferenza" />
    </Stack>
  );
}
