import type { TCompanyUpdate } from '@app/shared';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { SelectInput, type SelectOption } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** Dettagli Azienda tab: the editable company fields; country is a dropdown of country names. */
export function CompanyFields({
  control,
  countries,
}: {
  control: Control<TCompanyUpdate>;
  countries: readonly SelectOption[];
}) {
  return (
    <Box sx={twoColumns}>
      <TextInput control={control} name="name" label="Nome" required />
      <TextInput control={control} name="type" label="Tipo" />
      <TextInput control={control} name="address" label="Indirizzo" />
      <TextInput control={control} name="city" label="Città" />
      <TextInput control={control} name="province" label="Provincia" />
      <TextInput control={control} name="postal_code" label="CAP" />
      <SelectInput control={control} name="country" label="Paese" options={countries} noneOption="Nessuno" />
      <TextInput control={control} name="vat" label="Partita IVA" />
    </Box>
  );
}
