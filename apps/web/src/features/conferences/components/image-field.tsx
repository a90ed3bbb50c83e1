import { IMAGE_ACCEPT } from '@app/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { UploadButton } from '../../../components/upload-button';
import { imageUrl } from '../../../lib/api-client';
import type { ConferenceFormValues } from './conference-values';

/**
 * The conference image (required): uploaded through POST /api/upload, shown from GET
 * /api/image/{name}. A labelled group like the other fields, with its message under it.
 */
export function ImageField({ control }: { control: Control<ConferenceFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'conference.image' });
  const image = field.value || null;
  const error = fieldState.error?.message;
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl
      component="fieldset"
      required
      error={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      sx={{ alignItems: 'flex-start', gap: 1, border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        Immagine
      </FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box
          sx={{
            width: 160,
            height: 90,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
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
          describedBy={error ? errorId : undefined}
          onUploaded={(stored) => field.onChange(stored)}
        />
      </Stack>
      {error ? (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
