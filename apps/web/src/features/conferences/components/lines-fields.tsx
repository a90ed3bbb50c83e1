import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { MoneyInput } from '../../../components/form/money-input';
import { TextInput } from '../../../components/form/text-input';
import type { ConferenceFormValues } from './conference-values';

type Props = { control: Control<ConferenceFormValues> };

/** Optionals of the conference: title and price each; add and remove. */
export function OptionalsFields({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'conference.optionals', keyName: 'key' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="optionals-heading">
      <Typography id="optionals-heading" variant="subtitle1" component="h3">
        Optional
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nessun optional.
        </Typography>
      ) : null}
      {fields.map((item, index) => (
        <Stack
          key={item.key}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextInput
            control={control}
            name={`conference.optionals.${index}.title`}
            label={`Titolo optional ${index + 1}`}
            fullWidth
            size="small"
          />
          <MoneyInput
            control={control}
            name={`conference.optionals.${index}.price`}
            label={`Prezzo optional ${index + 1}`}
            size="small"
            sx={{ minWidth: 160 }}
          />
          <IconButton
            aria-label={`Rimuovi optional ${index + 1}`}
            onClick={() => remove(index)}
            color="error"
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ title: '', price: null })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Aggiungi optional
      </Button>
    </Stack>
  );
}

/** Workshops of the conference: a title each; add and remove. */
export function WorkshopsFields({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'conference.workshops', keyName: 'key' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="workshops-heading">
      <Typography id="workshops-heading" variant="subtitle1" component="h3">
        Workshop
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nessun workshop.
        </Typography>
      ) : null}
      {fields.map((item, index) => (
        <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            control={control}
            name={`conference.workshops.${index}.title`}
            label={`Titolo workshop ${index + 1}`}
            fullWidth
            size="small"
          />
          <IconButton
            aria-label={`Rimuovi workshop ${index + 1}`}
            onClick={() => remove(index)}
            color="error"
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ title: '' })} sx={{ alignSelf: 'flex-start' }}>
        Aggiungi workshop
      </Button>
    </Stack>
  );
}
