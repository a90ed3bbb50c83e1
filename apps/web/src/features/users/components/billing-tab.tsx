import {
  BILLING_FIELD_NAMES,
  BILLING_HINTS,
  BILLING_LABELS,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  NO_RECIPIENT_CODE,
  requiredBillingFields,
  type TBillingField,
  TERRITORIES,
  TERRITORY_LABELS,
  territoryOfCountry,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Grid, { type GridSize } from '@mui/material/Grid';
import { type ReactNode, useEffect, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { SelectInput, type SelectOption } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useCountries } from '../../../lib/countries';
import type { UserFormControl } from './user-form';

const TERRITORY_OPTIONS = TERRITORIES.map((value) => ({ value, label: TERRITORY_LABELS[value] }));
const INVOICE_OPTIONS = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }));
const VIES_OPTIONS = [
  { value: 1, label: 'Sì' },
  { value: 0, label: 'No' },
];

/** What the customer is told beside a field (the same words on the member site's forms). */
const HINTS: Partial<Record<TBillingField, string>> = {
  vat: BILLING_HINTS.vat,
  territory: BILLING_HINTS.territory,
};
/** …and for an Italian customer, how SdI delivers the invoice. */
const ITALY_HINTS: Partial<Record<TBillingField, string>> = {
  recipient_code: BILLING_HINTS.recipient_code,
  pec: BILLING_HINTS.pec,
};

type Size = GridSize | { xs: GridSize; sm: GridSize };
const half = { xs: 12, sm: 6 } as const;
const quarter = { xs: 6, sm: 3 } as const;

/**
 * Where the tab places the billing fields (order and width). A billing field not named here
 * follows them, half wide: a new plain field shows without touching this file.
 */
const LAYOUT: readonly (readonly [TBillingField, Size])[] = [
  ['territory', half],
  ['invoice_type', half],
  ['name', half],
  ['surname', half],
  ['company_name', 12],
  ['address', half],
  ['city', half],
  ['postal_code', quarter],
  ['province', quarter],
  ['country', half],
  ['vies', half],
  ['vat', half],
  ['fiscal_code', half],
  ['recipient_code', half],
  ['pec', half],
];
const placed = new Set(LAYOUT.map(([field]) => field));
const FIELDS = [
  ...LAYOUT,
  ...BILLING_FIELD_NAMES.filter((field) => !placed.has(field)).map((field) => [field, half] as const),
];

/**
 * What the tab fills in as the admin types (only on a change, never on loading a user): the
 * territory that follows the chosen country, and 0000000 as the SDI code of a private person.
 */
function useBillingDefaults(control: UserFormControl, countryCode: (id: unknown) => string | undefined) {
  const territory = useController({ control, name: 'billing_information.territory' }).field;
  const recipient = useController({ control, name: 'billing_information.recipient_code' }).field;
  const country = useWatch({ control, name: 'billing_information.country' });
  const invoiceType = useWatch({ control, name: 'billing_information.invoice_type' });
  const seen = useRef({ country, invoiceType });
  useEffect(() => {
    if (country === seen.current.country) return;
    seen.current.country = country;
    const follows = territoryOfCountry(countryCode(country));
    if (follows && follows !== territory.value) territory.onChange(follows);
  }, [country, countryCode, territory]);
  useEffect(() => {
    if (invoiceType === seen.current.invoiceType) return;
    seen.current.invoiceType = invoiceType;
    const abroad = territory.value === 'UE' || territory.value === 'Extra UE';
    if (invoiceType === 'individual' && !recipient.value && !abroad) recipient.onChange(NO_RECIPIENT_CODE);
  }, [invoiceType, recipient, territory.value]);
}

/** Tab "Informazioni di fatturazione": every billing rule shows on its field (shared schema). */
export function BillingTab({ control }: { control: UserFormControl }) {
  const countries = useCountries();
  const territory = useWatch({ control, name: 'billing_information.territory' });
  const vies = useWatch({ control, name: 'billing_information.vies' });
  const invoiceType = useWatch({ control, name: 'billing_information.invoice_type' });
  const codes = countries.data;
  useBillingDefaults(control, (id) => codes?.find((c) => c.id === id)?.code);
  const required = requiredBillingFields({ territory, vies, invoice_type: invoiceType });
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const select = (field: TBillingField, options: readonly SelectOption[]) => (
    <SelectInput
      control={control}
      name={`billing_information.${field}`}
      label={BILLING_LABELS[field]}
      options={options}
      noneOption="Nessuno"
      required={required.has(field)}
      helperText={HINTS[field]}
      fullWidth
    />
  );
  /** The fields with a widget of their own; any other is a text input. */
  const widgets: Partial<Record<TBillingField, ReactNode>> = {
    territory: select('territory', TERRITORY_OPTIONS),
    invoice_type: select('invoice_type', INVOICE_OPTIONS),
    country: select('country', countryOptions),
    vies: select('vies', VIES_OPTIONS),
  };
  return (
    <Grid container spacing={2}>
      {countries.isError ? (
        <Grid size={12}>
          <Alert severity="error">{countries.error.message}</Alert>
        </Grid>
      ) : null}
      {FIELDS.map(([field, size]) => (
        <Grid key={field} size={size}>
          {widgets[field] ?? (
            <TextInput
              control={control}
              name={`billing_information.${field}`}
              label={BILLING_LABELS[field]}
              required={required.has(field)}
              helperText={HINTS[field] ?? (territory === 'Italy' ? ITALY_HINTS[field] : undefined)}
              fullWidth
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
