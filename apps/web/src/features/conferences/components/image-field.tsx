import { IMAGE_ACCEPT } from '@app/shared';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { type Control, useController } from 'react-hook-form';
import { UploadButton } from '../../../components/upload-button';
import { imageUrl } from '../../../lib/api-client';
import type { ConferenceFormValues } from './conference-values';

/** The conference image: uploaded through POST /api/upload, shown from GET /api/image/{name}. */
export function ImageField({ control }: { control: Control<ConferenceFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'conference.image' });
  const image = field.value || null;
  return (
    <Stack spacing={1} role="group" aria-label="Immagine della conferenza">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 160,
            height: 90,
            borderRadius: 1,
            border: 1,
            borderColor: fieldState.error ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {image ? (
            <Box
              component="img"
              src={imageUrl(image)}
              alt="Immagine della conferenza"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
        </Box>
        <UploadButton
          accept={IMAGE_ACCEPT}
          label={image ? 'Modifica immagine' : 'Carica immagine'}
          onUploaded={(stored) => field.onChange(stored)}
        />
      </Stack>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Stack>
  );
}
