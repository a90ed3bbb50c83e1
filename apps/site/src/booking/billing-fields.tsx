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
import { type Option, SelectField, TextField } from '../components/fields';
import type { PublicCountry } from '../lib/types';
import { useApi } from '../lib/use-api';
import { type BillingDraft, hiddenBillingFields, isPersonInvoice } from './draft';
import { ids } from './errors';

const TERRITORY_OPTIONS = TERRITORIES.map((value) => ({ value, label: TERRITORY_LABELS[value] }));
const INVOICE_OPTIONS = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }));
const VIES_OPTIONS = [
  { value: '1', label: 'Sì' },
  { value: '0', label: 'No' },
];

/** Where each field goes: the admin's billing tab order; a billing field not named here follows, as text. */
const ORDER: readonly TBillingField[] = [
  'territory',
  'invoice_type',
  'company_name',
  'name',
  'surname',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
  'vies',
  'vat',
  'fiscal_code',
  'recipient_code',
  'pec',
];
const FIELDS = [...ORDER, ...BILLING_FIELD_NAMES.filter((f) => !ORDER.includes(f))];

const AUTOCOMPLETE: Partial<Record<TBillingField, string>> = {
  company_name: 'organization',
  name: 'given-name',
  surname: 'family-name',
  address: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
  province: 'address-level1',
  pec: 'email',
};
/** What the customer is told beside a field: the same words as the back-office's billing tab. */
const HINTS: Partial<Record<TBillingField, string>> = {
  vat: BILLING_HINTS.vat,
  recipient_code: BILLING_HINTS.recipient_code,
  pec: BILLING_HINTS.pec,
};
const WIDE = new Set<TBillingField>(['company_name', 'address']);

interface Props {
  billing: BillingDraft;
  errors: Record<string, string>;
  onChange: (next: BillingDraft) => void;
}

/** "Dati di fatturazione": the same fields, rules and messages as the admin's billing tab (packages/shared). */
export function BillingFields({ billing, errors, onChange }: Props) {
  const countries = useApi<{ countries: PublicCountry[] }>('/public/countries');
  const countryOptions: Option[] =
    countries.state === 'ready'
      ? countries.data.countries.map((c) => ({ value: String(c.id), label: c.name }))
      : [];
  const required = requiredBillingFields({
    territory: billing.territory || null,
    invoice_type: billing.invoice_type || null,
    vies: billing.vies === '' ? null : Number(billing.vies),
  });
  // the booking names its company: the firm, or the person billed (draft.ts companyBody)
  required.add(isPersonInvoice(billing) ? 'name' : 'company_name');
  const hidden = hiddenBillingFields(billing);
  const list = countries.state === 'ready' ? countries.data.countries : [];
  const set = (field: TBillingField, value: string) => {
    const next = { ...billing, [field]: value };
    // Italy as territory: the country is Italy too, unless already chosen
    if (field === 'territory' && value === 'Italy' && !billing.country) {
      const italy = list.find((c) => c.code === 'IT');
      if (italy) next.country = String(italy.id);
    }
    // the territory follows the country (Italia, Unione Europea, Extra UE): never at odds with it
    if (field === 'country') {
      const follows = territoryOfCountry(list.find((c) => String(c.id) === value)?.code);
      if (follows) next.territory = follows;
    }
    // a private person has no SDI code of their own: 0000000, which the hint explains
    const abroad = next.territory === 'UE' || next.territory === 'Extra UE';
    if (field === 'invoice_type' && value === 'individual' && !next.recipient_code && !abroad) {
      next.recipient_code = NO_RECIPIENT_CODE;
    }
    onChange(next);
  };
  const common = (f: TBillingField) => ({
    id: ids.billing(f),
    label: BILLING_LABELS[f],
    value: billing[f],
    onChange: (v: string) => set(f, v),
    error: errors[ids.billing(f)],
    required: required.has(f),
    className: WIDE.has(f) ? 'span-2' : undefined,
  });
  const selects: Partial<Record<TBillingField, { options: readonly Option[]; hint?: string }>> = {
    territory: { options: TERRITORY_OPTIONS, hint: BILLING_HINTS.territory },
    invoice_type: { options: INVOICE_OPTIONS },
    country: {
      options: countryOptions,
      hint: countries.state === 'error' ? 'Elenco dei paesi non disponibile: ricarica la pagina.' : undefined,
    },
    vies: { options: VIES_OPTIONS, hint: 'La partita IVA è registrata nel VIES (scambi intracomunitari)?' },
  };
  return (
    <div className="grid-2">
      {FIELDS.filter((f) => !hidden.has(f)).map((f) => {
        const select = selects[f];
        return select ? (
          <SelectField
            key={f}
            {...common(f)}
            options={select.options}
            hint={select.hint}
            placeholder="Seleziona…"
          />
        ) : (
          <TextField
            key={f}
            {...common(f)}
            hint={HINTS[f]}
            type={f === 'pec' ? 'email' : undefined}
            autoComplete={AUTOCOMPLETE[f] ?? 'off'}
            autoCapitalize={['vat', 'fiscal_code', 'recipient_code'].includes(f) ? 'characters' : undefined}
            spellCheck={false}
          />
        );
      })}
    </div>
  );
}
