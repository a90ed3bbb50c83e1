import { IMAGE_ACCEPT, type TUser, WORKING_AT, WORKING_AT_LABELS } from '@app/shared';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { UploadButton } from '../../../components/upload-button';
import { imageUrl } from '../../../lib/api-client';
import { PasswordLink } from './password-link';
import type { UserFormControl } from './user-form';

const WORKING_AT_OPTIONS = WORKING_AT.map((value) => ({ value, label: WORKING_AT_LABELS[value] }));

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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={image.field.value ? imageUrl(image.field.value) : undefined}
          alt={`Immagine di ${user.name} ${user.surname}`}
          sx={{ width: 64, height: 64 }}
        />
        <UploadButton
          accept={IMAGE_ACCEPT}
          label={image.field.value ? 'Modifica immagine' : 'Carica immagine'}
          onUploaded={(name) => image.field.onChange(name)}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.name" label="Nome" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.surname" label="Cognome" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.email" label="Email" type="email" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.email_alternative" label="Email alternativa" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.phone" label="Telefono" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="user.fiscal_code" label="Codice fiscale" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="user.field_of_activity"
            label="Working at"
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
