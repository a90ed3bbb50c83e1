import type { TBillingInformationInput, TUser, TUserInput, TUserSave } from '@app/shared';
import type { Control } from 'react-hook-form';

/** The editor's form values: what PUT /api/users/{id} takes, before the shared schema parses it. */
export type UserFormValues = { user: TUserInput; billing_information: TBillingInformationInput };
export type UserFormOutput = TUserSave;
export type UserFormControl = Control<UserFormValues>;

const EMPTY_BILLING: TBillingInformationInput = {
  territory: null,
  invoice_type: null,
  company_name: null,
  name: null,
  surname: null,
  vat: null,
  country: null,
  address: null,
  postal_code: null,
  province: null,
  city: null,
  recipient_code: null,
  vies: null,
  fiscal_code: null,
};

export function toFormValues(user: TUser): UserFormValues {
  const billing = user.billing_information;
  return {
    user: {
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      fiscal_code: user.fiscal_code,
      field_of_activity: (user.field_of_activity as TUserInput['field_of_activity']) ?? null,
      active: user.active,
      speaker: user.speaker,
      image: user.image,
      email_alternative: user.email_alternative,
      status: user.status,
      member_area: user.member_area,
      remove_fee: user.remove_fee,
      profile_name: user.profile_name,
      company_founder: user.company_founder === 1 ? 1 : 0,
      subscription_date_end: user.subscription_date_end,
      subscription_trial_end: user.subscription_trial_end,
      version: user.version,
    },
    billing_information: billing
      ? {
          ...billing,
          invoice_type: billing.invoice_type as TBillingInformationInput['invoice_type'],
          vies: billing.vies === 1 ? 1 : billing.vies === 0 ? 0 : null,
        }
      : EMPTY_BILLING,
  };
}

/** Which tab holds a field, to show the first one with an error after a refused save. */
export function tabOfField(path: string): number {
  if (path.startsWith('billing_information')) return 3;
  if (/^user\.(active|speaker|company_founder|subscription_|status|profile_name)/.test(path)) return 1;
  return 0;
}
