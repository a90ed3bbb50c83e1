import {
  BILLING_FIELD_NAMES,
  INVOICE_TYPES,
  NO_RECIPIENT_CODE,
  requiredBillingFields,
  type TBillingField,
  TERRITORIES,
  type TLocale,
  territoryOfCountry,
} from '@app/shared';
import { type Option, SelectField, TextField } from '../components/fields';
import { useT } from '../i18n/provider';
import type { Translate } from '../i18n/translator';
import type { PublicCountry } from '../lib/types';
import { useApi } from '../lib/use-api';
import { type BillingDraft, hiddenBillingFields, isPersonInvoice } from './draft';
import { ids } from './field-ids';

/**
 * The choices, in the page's language: the Italian words are the back-office's (packages/shared,
 * a test holds the catalogue to them), the English ones a foreign booker's.
 */
const options = (t: Translate) => ({
  territory: TERRITORIES.map((value) => ({ value, label: t(`common.billing.territories.${value}`) })),
  invoice_type: INVOICE_TYPES.map((value) => ({ value, label: t(`common.billing.invoiceTypes.${value}`) })),
  vies: [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ],
});

/** The countries by their names in the page's language (English from the ISO code), in its order. */
function countryOptions(countries: readonly PublicCountry[], locale: TLocale): Option[] {
  if (locale === 'it') return countries.map((c) => ({ value: String(c.id), label: c.name }));
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const named = (c: PublicCountry) => {
    try {
      return names.of(c.code) ?? c.name;
    } catch {
      return c.name; // not an ISO region code
    }
  };
  return countries
    .map((c) => ({ value: String(c.id), label: named(c) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

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
const HINTED = new Set<TBillingField>(['vat', 'recipient_code', 'pec']);
const WIDE = new Set<TBillingField>(['company_name', 'address']);

interface Props {
  billing: BillingDraft;
  errors: Record<string, string>;
  onChange: (next: BillingDraft) => void;
}

/** "Dati di fatturazione": the same fields, rules and messages as the admin's billing tab (packages/shared). */
export function BillingFields({ billing, errors, onChange }: Props) {
  const { t, locale, message } = useT();
  const countries = useApi<{ countries: PublicCountry[] }>('/public/countries');
  const countryList = countries.state === 'ready' ? countryOptions(countries.data.countries, locale) : [];
  const choices = options(t);
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
    label: t(`common.billing.labels.${f}`),
    value: billing[f],
    onChange: (v: string) => set(f, v),
    // the shared rules' messages (Italian at their source) in the page's language
    error: errors[ids.billing(f)] ? message(errors[ids.billing(f)]) : undefined,
    required: required.has(f),
    className: WIDE.has(f) ? 'span-2' : undefined,
  });
  const selects: Partial<Record<TBillingField, { options: readonly Option[]; hint?: string }>> = {
    territory: { options: choices.territory, hint: t('common.billing.hints.territory') },
    invoice_type: { options: choices.invoice_type },
    country: {
      options: countryList,
      hint: countries.state === 'error' ? t('common.billing.countriesUnavailable') : undefined,
    },
    vies: { options: choices.vies, hint: t('common.billing.hints.vies') },
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
            placeholder={t('common.select')}
          />
        ) : (
          <TextField
            key={f}
            {...common(f)}
            hint={HINTED.has(f) ? t(`common.billing.hints.${f}`) : undefined}
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
