import { INVOICE_TYPE_LABELS, INVOICE_TYPES, TERRITORIES, TERRITORY_LABELS } from '@app/shared';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useCountries } from '../../../lib/countries';
import type { UserFormControl } from './user-form';

const TERRITORY_OPTIONS = TERRITORIES.map((value) => ({ value, label: TERRITORY_LABELS[value] }));
const INVOICE_OPTIONS = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }));
const VIES_OPTIONS = [
  { value: 1, label: 'Sì' },
  { value: 0, label: 'No' },
];

/** Tab "Informazioni di fatturazione": every rule of SPEC §5 shows on its field (shared schema). */
export function BillingTab({ control }: { control: UserFormControl }) {
  const countries = useCountries();
  const territory = useWatch({ control, name: 'billing_information.territory' });
  const vies = useWatch({ control, name: 'billing_information.vies' });
  const italy = territory === 'Italy';
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container spacing={2}>
      {countries.isError ? (
        <Grid size={12}>
          <Alert severity="error">{countries.error.message}</Alert>
        </Grid>
      ) : null}
      <Grid size={half}>
        <SelectInput
          control={control}
          name="billing_information.territory"
          label="Territorio"
          options={TERRITORY_OPTIONS}
          noneOption="Nessuno"
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <SelectInput
          control={control}
          name="billing_information.invoice_type"
          label="Tipo fattura"
          options={INVOICE_OPTIONS}
          noneOption="Nessuno"
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput control={control} name="billing_information.name" label="Nome" fullWidth />
      </Grid>
      <Grid size={half}>
        <TextInput control={control} name="billing_information.surname" label="Cognome" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput
          control={control}
          name="billing_information.company_name"
          label="Ragione sociale"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          control={control}
          name="billing_information.address"
          label="Indirizzo"
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput control={control} name="billing_information.city" label="Città" required fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextInput control={control} name="billing_information.postal_code" label="CAP" required fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextInput control={control} name="billing_information.province" label="Provincia" fullWidth />
      </Grid>
      <Grid size={half}>
        <SelectInput
          control={control}
          name="billing_information.country"
          label="Paese"
          options={countryOptions}
          noneOption="Nessuno"
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <SelectInput
          control={control}
          name="billing_information.vies"
          label="VIES"
          options={VIES_OPTIONS}
          noneOption="Nessuno"
          required={territory === 'UE'}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          control={control}
          name="billing_information.vat"
          label="VAT"
          required={italy || vies === 1}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          control={control}
          name="billing_information.fiscal_code"
          label="Codice fiscale"
          required={italy || vies === 0}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <TextInput
          control={control}
          name="billing_information.recipient_code"
          label="Codice destinatario"
          required={italy}
          helperText={italy ? 'Codice SDI: 7 caratteri' : undefined}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
