import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import type { ConferenceFormValues } from './conference-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** What the attendance certificate states: credits (of ethics or not), hours, accrediting body. */
export function CertificateFields({ control }: { control: Control<ConferenceFormValues> }) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        Attestato di partecipazione
      </Typography>
      <Stack sx={grid}>
        <TextInput
          control={control}
          name="conference.credits"
          label="Crediti formativi"
          type="number"
          helperText="Vuoto se l'evento non dà crediti"
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <TextInput
          control={control}
          name="conference.hours"
          label="Ore di formazione"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <TextInput
          control={control}
          name="conference.accrediting_body"
          label="Ente che ha accreditato l'evento"
        />
        <SwitchInput
          control={control}
          name="conference.credits_ethics"
          label="Crediti in materia deontologica"
        />
      </Stack>
    </Stack>
  );
}
