import { COMPANY_HINTS, COMPANY_LABELS, type TCompanyUpdate } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { SelectInput, type SelectOption } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
const VIES_OPTIONS = [
  { value: 1, label: 'Sì' },
  { value: 0, label: 'No' },
];

/**
 * Dettagli Azienda tab: the editable company fields (SPEC's; country is a dropdown of country
 * names), then what the company's membership invoices are addressed with (its own, not its founder's).
 */
export function CompanyFields({
  control,
  countries,
}: {
  control: Control<TCompanyUpdate>;
  countries: readonly SelectOption[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={twoColumns}>
        <TextInput control={control} name="name" label="Nome" required />
        <TextInput control={control} name="type" label="Tipo" />
        <TextInput control={control} name="address" label="Indirizzo" />
        <TextInput control={control} name="city" label="Città" />
        <TextInput control={control} name="province" label="Provincia" />
        <TextInput control={control} name="postal_code" label="CAP" />
        <SelectInput
          control={control}
          name="country"
          label="Paese"
          options={countries}
          noneOption="Nessuno"
        />
        <TextInput control={control} name="vat" label="Partita IVA" />
      </Box>
      <Box component="section" aria-labelledby="company-invoicing-title" sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography id="company-invoicing-title" variant="subtitle1" component="h3">
            Fatturazione della membership
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Le fatture della membership usano questi dati dell’azienda, non quelli personali del fondatore.
          </Typography>
        </div>
        <Box sx={twoColumns}>
          <TextInput
            control={control}
            name="recipient_code"
            label={COMPANY_LABELS.recipient_code}
            helperText={COMPANY_HINTS.recipient_code}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <TextInput
            control={control}
            name="pec"
            type="email"
            label={COMPANY_LABELS.pec}
            helperText={COMPANY_HINTS.pec}
          />
          <SelectInput
            control={control}
            name="vies"
            label={COMPANY_LABELS.vies}
            options={VIES_OPTIONS}
            noneOption="Non indicato"
            helperText={COMPANY_HINTS.vies}
          />
        </Box>
      </Box>
    </Box>
  );
}
