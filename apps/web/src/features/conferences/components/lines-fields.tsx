import { type Control, useFieldArray } from 'react-hook-form';
import { MoneyInput } from '../../../components/form/money-input';
import { RepeatedFields } from '../../../components/form/repeated-fields';
import { TextInput } from '../../../components/form/text-input';
import type { ConferenceFormValues } from './conference-values';

type Props = { control: Control<ConferenceFormValues> };

/** "Vuoto: illimitati · 38 occupati": the helper under a seats field, with the seats taken when known. */
export function seatsHelper(taken: number | undefined): string {
  if (taken === undefined) return 'Vuoto: illimitati';
  return `Vuoto: illimitati · ${taken === 1 ? '1 posto occupato' : `${taken} posti occupati`}`;
}

/** Optionals of the conference: title (Italian and English) and price each; add and remove. */
export function OptionalsFields({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'conference.optionals', keyName: 'key' });
  return (
    <RepeatedFields
      id="optionals"
      title="Optional"
      empty="Nessun optional."
      noun="optional"
      keys={fields.map((item) => item.key)}
      onAdd={() => append({ title: '', title_en: null, price: null })}
      onRemove={remove}
      direction={{ xs: 'column', sm: 'row' }}
      renderItem={(index) => (
        <>
          <TextInput
            control={control}
            name={`conference.optionals.${index}.title`}
            label={`Titolo optional ${index + 1}`}
            required
            fullWidth
            size="small"
          />
          <TextInput
            control={control}
            name={`conference.optionals.${index}.title_en`}
            label={`Titolo (inglese) optional ${index + 1}`}
            fullWidth
            size="small"
          />
          <MoneyInput
            control={control}
            name={`conference.optionals.${index}.price`}
            label={`Prezzo optional ${index + 1}`}
            required
            size="small"
            // the two titles share the row; a price needs no more than this
            sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
          />
        </>
      )}
    />
  );
}

/** Workshops of the conference: a title, its English one (optional) and its seats each; add and remove. */
export function WorkshopsFields({ control, taken }: Props & { taken?: ReadonlyMap<number, number> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'conference.workshops', keyName: 'key' });
  return (
    <RepeatedFields
      id="workshops"
      title="Workshop"
      empty="Nessun workshop."
      noun="workshop"
      keys={fields.map((item) => item.key)}
      onAdd={() => append({ title: '', title_en: null, seats: null })}
      onRemove={remove}
      direction={{ xs: 'column', sm: 'row' }}
      renderItem={(index) => {
        const id = fields[index].id;
        return (
          <>
            <TextInput
              control={control}
              name={`conference.workshops.${index}.title`}
              label={`Titolo workshop ${index + 1}`}
              required
              fullWidth
              size="small"
            />
            <TextInput
              control={control}
              name={`conference.workshops.${index}.title_en`}
              label={`Titolo (inglese) workshop ${index + 1}`}
              fullWidth
              size="small"
            />
            <TextInput
              control={control}
              name={`conference.workshops.${index}.seats`}
              label={`Posti workshop ${index + 1}`}
              type="number"
              size="small"
              helperText={seatsHelper(id === undefined ? 0 : taken?.get(id))}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
            />
          </>
        );
      }}
    />
  );
}
