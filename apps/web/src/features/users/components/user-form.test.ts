import { BILLING_FIELD_NAMES, type TBillingInformationRead, type TUser, ZUserSave } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { billingToForm, EMPTY_BILLING, tabOfField, toFormValues } from './user-form';

/** Every billing field (a field added to the shared list is null here), these ones set. */
const billing: TBillingInformationRead = {
  ...(EMPTY_BILLING as Record<keyof TBillingInformationRead, null>),
  territory: 'UE',
  invoice_type: 'lawyer',
  name: 'Anna',
  surname: 'Schmidt',
  vat: 'DE136695976',
  country: 80,
  address: 'Unter den Linden 5',
  postal_code: '10117',
  city: 'Berlin',
  vies: 1,
};

const user: TUser = {
  id: 7,
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@example.com',
  phone: null,
  fiscal_code: null,
  field_of_activity: 'law firm',
  active: true,
  speaker: false,
  image: null,
  email_alternative: null,
  status: 'active',
  member_area: true,
  remove_fee: false,
  membership: true,
  profile_id: 1,
  profile_name: 'client',
  expert_id: null,
  company: null,
  company_founder: 1,
  subscription_id: 'sub_1',
  subscription_status: 'active',
  subscription_date_end: '2027-01-31',
  subscription_trial_end: null,
  membership_id: 3,
  last_reset_password: null,
  last_reset_password_link_sent: null,
  billing_information: billing,
  version: 4,
};

describe('billing form values', () => {
  it('has every billing field of the shared list, empty', () => {
    expect(Object.keys(EMPTY_BILLING)).toEqual(BILLING_FIELD_NAMES);
    expect(Object.values(EMPTY_BILLING).every((v) => v === null)).toBe(true);
  });

  it('starts empty for a user without billing, as a copy the form may change', () => {
    const values = billingToForm(null);
    expect(values).toEqual(EMPTY_BILLING);
    expect(values).not.toBe(EMPTY_BILLING);
  });

  it('takes every field of the billing as read', () => {
    expect(billingToForm(billing)).toEqual(billing);
    expect(Object.keys(billingToForm(billing))).toEqual(BILLING_FIELD_NAMES);
  });

  it('narrows the VIES answer to yes, no or none', () => {
    expect(billingToForm({ ...billing, vies: null }).vies).toBeNull();
    expect(billingToForm({ ...billing, vies: 0 }).vies).toBe(0);
    expect(billingToForm({ ...billing, vies: 2 }).vies).toBeNull();
  });

  it('fills a field the answer lacks with null, and drops keys that are no billing field', () => {
    const { surname: _surname, ...partial } = billing;
    const values = billingToForm({ ...partial, extra: 'x' } as unknown as typeof billing);
    expect(values.surname).toBeNull();
    expect(values).not.toHaveProperty('extra');
  });
});

describe('user form values', () => {
  it('maps the user as read to the fields a save takes', () => {
    const values = toFormValues(user);
    const saved = [
      'name',
      'surname',
      'email',
      'phone',
      'fiscal_code',
      'field_of_activity',
      'active',
    ] as const;
    const more = ['speaker', 'image', 'email_alternative', 'status', 'member_area', 'remove_fee'] as const;
    const membership = [
      'profile_name',
      'company_founder',
      'subscription_date_end',
      'subscription_trial_end',
    ] as const;
    const fields = [...saved, ...more, ...membership, 'version'] as const;
    expect(Object.keys(values.user).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(values.user[field], field).toEqual(user[field]);
    expect(values.billing_information).toEqual(billing);
  });

  it('makes a body the shared save schema takes back unchanged', () => {
    const parsed = ZUserSave.parse(toFormValues(user));
    expect(parsed.billing_information).toEqual(billing);
    expect(parsed.user.email).toBe(user.email);
  });

  it('leaves empty billing out of the save', () => {
    const values = toFormValues({ ...user, billing_information: null });
    expect(values.billing_information).toEqual(EMPTY_BILLING);
    expect(ZUserSave.parse(values).billing_information).toBeUndefined();
  });

  it('counts a member type other than 1 as additional member', () => {
    expect(toFormValues({ ...user, company_founder: 0 }).user.company_founder).toBe(0);
    expect(toFormValues({ ...user, company_founder: 5 }).user.company_founder).toBe(0);
  });
});

describe('tab of a field', () => {
  it('finds the tab of a refused field', () => {
    expect(tabOfField('billing_information.vat')).toBe(3);
    expect(tabOfField('user.status')).toBe(1);
    expect(tabOfField('user.subscription_date_end')).toBe(1);
    expect(tabOfField('user.email')).toBe(0);
  });
});
