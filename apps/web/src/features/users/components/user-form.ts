import {
  BILLING_FIELD_NAMES,
  type TBillingField,
  type TBillingInformationInput,
  type TBillingInformationRead,
  type TUser,
  type TUserInput,
  type TUserSave,
} from '@app/shared';
import type { Control } from 'react-hook-form';

/** The editor's form values: what PUT /api/users/{id} takes, before the shared schema parses it. */
export type UserFormValues = { user: TUserInput; billing_information: TBillingInformationInput };
export type UserFormOutput = TUserSave;
export type UserFormControl = Control<UserFormValues>;

/** The billing tab's values: every billing field present, null when empty. */
export type BillingFormValues = {
  [K in TBillingField]-?: Exclude<TBillingInformationInput[K], undefined>;
};

/** Every billing field empty: the billing tab of a user without billing information. */
export const EMPTY_BILLING: Readonly<BillingFormValues> = Object.freeze(
  Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, null])) as Record<TBillingField, null>,
);

/**
 * The billing as GET answers it → the billing tab's values: every billing field, a missing one
 * empty; the read schema's lenient invoice type and VIES answer narrowed to the form's.
 */
export function billingToForm(billing: TBillingInformationRead | null): BillingFormValues {
  if (!billing) return { ...EMPTY_BILLING };
  const values = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, billing[f] ?? null]));
  return {
    ...(values as Omit<BillingFormValues, 'invoice_type' | 'vies'>),
    invoice_type: billing.invoice_type as BillingFormValues['invoice_type'],
    vies: billing.vies === 1 ? 1 : billing.vies === 0 ? 0 : null,
  };
}

export function toFormValues(user: TUser): UserFormValues {
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
    billing_information: billingToForm(user.billing_information),
  };
}

/** Which tab holds a field, to show the first one with an error after a refused save. */
export function tabOfField(path: string): number {
  if (path.startsWith('billing_information')) return 3;
  if (/^user\.(active|speaker|company_founder|subscription_|status|profile_name)/.test(path)) return 1;
  return 0;
}
