import { describe, expect, it } from 'vitest';
import {
  BILLING_RULES_MSG,
  billingContextErrors,
  changedOnly,
  italianAddressErrors,
  ownIdErrors,
  territoryOfCountry,
} from './billing-rules.ts';

const issuer = { vat: '02331250163', fiscal_code: '97735020584' };
/** A Milan law firm's billing, as the save schema leaves it. */
const milan = {
  territory: 'Italy',
  country: 110,
  postal_code: '20121',
  province: 'MI',
  vat: '00743110157',
  fiscal_code: '00743110157',
};

describe('territory follows the country', () => {
  it.each([
    ['IT', 'Italy'],
    ['DE', 'UE'],
    ['FR', 'UE'],
    ['gr', 'UE'],
    ['CH', 'Extra UE'],
    ['SM', 'Extra UE'],
    ['GB', 'Extra UE'],
  ])('%s → %s, and any other territory is refused on `territory`', (code, expected) => {
    expect(territoryOfCountry(code)).toBe(expected);
    expect(billingContextErrors({ territory: expected }, { countryCode: code })).toEqual({});
    for (const other of ['Italy', 'UE', 'Extra UE'].filter((t) => t !== expected)) {
      const errors = billingContextErrors({ territory: other }, { countryCode: code });
      expect(Object.keys(errors)).toEqual(['territory']);
      expect(errors.territory).toBe(BILLING_RULES_MSG.territory(expected as never));
    }
  });

  it('says which territory the country means, in Italian', () => {
    expect(BILLING_RULES_MSG.territory('UE')).toBe(
      'Il territorio non corrisponde al paese: per il paese indicato è «Unione Europea»',
    );
  });

  it('checks nothing that needs the country when it is unknown', () => {
    expect(billingContextErrors({ territory: 'UE', postal_code: 'ABC' }, { countryCode: null })).toEqual({});
    expect(territoryOfCountry(null)).toBeNull();
  });
});

describe('an Italian address', () => {
  it.each([
    [{ postal_code: '20121', province: 'MI' }, {}],
    [{ postal_code: ' 00193 ', province: 'rm' }, {}],
    [{ postal_code: '20121', province: null }, {}],
    [{ postal_code: 'ABC' }, { postal_code: BILLING_RULES_MSG.postalCode }],
    [{ postal_code: '2012' }, { postal_code: BILLING_RULES_MSG.postalCode }],
    [{ postal_code: '201210' }, { postal_code: BILLING_RULES_MSG.postalCode }],
    [{ postal_code: '20121', province: 'ZZ' }, { province: BILLING_RULES_MSG.province }],
    [{ postal_code: '20121', province: 'Milano' }, { province: BILLING_RULES_MSG.province }],
  ])('%j → %j', (address, expected) => {
    expect(italianAddressErrors(address)).toEqual(expected);
  });

  it('applies to billing whose country is Italy, whatever its territory says, and only there', () => {
    const bad = { ...milan, postal_code: 'ABC', province: 'ZZ' };
    expect(billingContextErrors(bad, { countryCode: 'IT' })).toEqual({
      postal_code: BILLING_RULES_MSG.postalCode,
      province: BILLING_RULES_MSG.province,
    });
    expect(billingContextErrors({ ...bad, territory: 'UE' }, { countryCode: 'IT' })).toMatchObject({
      territory: BILLING_RULES_MSG.territory('Italy'),
      postal_code: BILLING_RULES_MSG.postalCode,
    });
    expect(
      billingContextErrors(
        { territory: 'Extra UE', postal_code: 'SW1A 1AA', province: 'London' },
        { countryCode: 'GB' },
      ),
    ).toEqual({});
  });
});

describe('the association is never its own customer', () => {
  it.each([
    [{ vat: '02331250163' }, { vat: BILLING_RULES_MSG.ownVat }],
    [{ vat: 'IT 023 312 501 63' }, { vat: BILLING_RULES_MSG.ownVat }],
    [{ fiscal_code: '97735020584' }, { fiscal_code: BILLING_RULES_MSG.ownFiscalCode }],
    // an entity's numeric codice fiscale is often its partita IVA: either way round
    [{ fiscal_code: '02331250163' }, { fiscal_code: BILLING_RULES_MSG.ownFiscalCode }],
    [{ vat: '97735020584' }, { vat: BILLING_RULES_MSG.ownVat }],
    [{ vat: '00743110157', fiscal_code: 'RSSMRA85T10A562S' }, {}],
  ])('%j → %j', (customer, expected) => {
    expect(ownIdErrors(customer, issuer)).toEqual(expected);
    expect(billingContextErrors(customer, { countryCode: 'IT', issuer })).toEqual(expected);
  });

  it('checks nothing while the association has no identifiers', () => {
    expect(ownIdErrors({ vat: '02331250163' }, { vat: '', fiscal_code: '' })).toEqual({});
    expect(ownIdErrors({ vat: '02331250163' }, null)).toEqual({});
  });
});

describe('new and changed values only', () => {
  const stored = {
    ...milan,
    postal_code: 'ABC',
    province: 'ZZ',
    territory: 'UE',
    fiscal_code: '97735020584',
  };
  const errors = billingContextErrors(stored, { countryCode: 'IT', issuer });

  it('a new record answers for every rule', () => {
    expect(Object.keys(changedOnly(errors, stored, null)).sort()).toEqual(
      ['fiscal_code', 'postal_code', 'province', 'territory'].sort(),
    );
  });

  it('a stored record that broke them saves while those values stay as they are', () => {
    expect(changedOnly(errors, { ...stored, city: 'Milano', name: 'Nuovo nome' }, stored)).toEqual({});
    // the same values typed otherwise (case, spaces) are the same values
    expect(changedOnly(errors, { ...stored, province: ' zz ' }, stored)).toEqual({});
  });

  it('a changed value, or a change of what its rule reads, is checked again', () => {
    expect(changedOnly(errors, { ...stored, postal_code: 'ABD' }, stored)).toEqual({
      postal_code: BILLING_RULES_MSG.postalCode,
    });
    // from France to Italy: the address is Italian now, every Italian rule applies
    const fromFrance = { ...stored, country: 75 };
    expect(Object.keys(changedOnly(errors, stored, fromFrance)).sort()).toEqual(
      ['postal_code', 'province', 'territory'].sort(),
    );
  });
});
