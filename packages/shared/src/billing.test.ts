import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDED_FIELDS,
  BILLING_ALWAYS_REQUIRED,
  BILLING_FIELD_NAMES,
  BILLING_FIELDS,
  BILLING_LABELS,
  BILLING_MSG,
  BILLING_SPEC_FIELDS,
  billingErrors,
  checkCodiceFiscale,
  checkPartitaIva,
  checkRecipientCode,
  codiceFiscaleCheckChar,
  isBillingEmpty,
  NO_RECIPIENT_CODE,
  normalizePartitaIva,
  requiredBillingFields,
  VAT_OR_FISCAL_CODE_REQUIRED,
  ZBillingFields,
  ZBillingInformation,
  ZBillingInformationPut,
  ZBillingInformationRead,
  ZOptionalBilling,
} from './billing.ts';
import { MSG } from './messages.ts';

const italy = {
  territory: 'Italy',
  invoice_type: 'company',
  company_name: 'Studio Legale Rossi',
  vat: '00743110157',
  country: 110,
  address: 'Via Roma 1',
  postal_code: '20121',
  province: 'MI',
  city: 'Milano',
  recipient_code: 'M5UXCR1',
  fiscal_code: 'RSSMRA85T10A562S',
} as const;
const ue = {
  territory: 'UE',
  invoice_type: 'law firm',
  vat: 'FR40303265045',
  vies: 1,
  country: 70,
  address: 'Rue de Rivoli 1',
  postal_code: '75001',
  city: 'Paris',
} as const;
const extra = {
  territory: 'Extra UE',
  invoice_type: 'individual',
  name: 'John',
  surname: 'Smith',
  country: 200,
  address: '5th Avenue 1',
  postal_code: '10001',
  city: 'New York',
} as const;

function errorsOf(value: unknown): Record<string, string> {
  const result = ZBillingInformation.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('partita IVA', () => {
  it.each(['00743110157', '12345678903', 'IT00743110157', 'it 007 431 101 57'])('accepts %s', (v) => {
    expect(checkPartitaIva(v).ok).toBe(true);
  });
  it('names a wrong check digit', () => {
    expect(checkPartitaIva('00743110158')).toEqual({ ok: false, message: BILLING_MSG.partitaIvaCheck });
  });
  it.each(['0074311015', '007431101577', 'ABCDEFGHIJK', ''])('names the wrong length/form of %j', (v) => {
    expect(checkPartitaIva(v)).toEqual({ ok: false, message: BILLING_MSG.partitaIvaLength });
  });
  it.each([
    ['IT: 02331250163', '02331250163'],
    ['IT02331250163', '02331250163'],
    ['it 023 312 501 63', '02331250163'],
    ['02331250163 ', '02331250163'],
    ['IT-007.431.101:57', '00743110157'],
    ['12345670017', '12345670017'],
  ])('accepts %j written as people write it, as %s', (v, digits) => {
    expect(checkPartitaIva(v).ok).toBe(true);
    expect(normalizePartitaIva(v)).toBe(digits);
  });
  it('refuses all zeros (its check digit fits, but no such number is assigned)', () => {
    expect(checkPartitaIva('00000000000')).toEqual({ ok: false, message: BILLING_MSG.partitaIvaCheck });
    expect(checkPartitaIva('IT 000 000 000 00')).toEqual({
      ok: false,
      message: BILLING_MSG.partitaIvaCheck,
    });
  });
});

describe('codice fiscale', () => {
  it.each(['RSSMRA85T10A562S', 'rssmra85t10a562s', 'BNCLRA80A41F205Q'.slice(0, 15)])(
    'computes and accepts the check character (%s)',
    (v) => {
      const full = v.length === 15 ? v + codiceFiscaleCheckChar(v) : v;
      expect(checkCodiceFiscale(full).ok).toBe(true);
    },
  );
  it('accepts omocodia letters in the digit positions', () => {
    const first15 = 'RSSMRA85T1LA562'; // day 10 → 1L
    expect(checkCodiceFiscale(first15 + codiceFiscaleCheckChar(first15)).ok).toBe(true);
    // every digit of RSSMRA85T10A562S replaced (0-9 → L M N P Q R S T U V), check char recomputed
    expect(codiceFiscaleCheckChar('RSSMRAURTMLARSN')).toBe('L');
    expect(checkCodiceFiscale('RSSMRAURTMLARSNL').ok).toBe(true);
    expect(checkCodiceFiscale('RSSMRA85T10A56NH').ok).toBe(true);
  });
  it('accepts a company numeric codice fiscale with a valid check digit', () => {
    expect(checkCodiceFiscale('00743110157').ok).toBe(true);
    expect(checkCodiceFiscale('00743110158')).toEqual({
      ok: false,
      message: BILLING_MSG.codiceFiscaleNumericCheck,
    });
  });
  it('names a wrong check character', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A562T')).toEqual({
      ok: false,
      message: BILLING_MSG.codiceFiscaleCheck,
    });
  });
  it.each(['RSSMRA85T10A562', 'RSSMRA85Z10A562S', '1SSMRA85T10A562S', 'RSSMRA85T99A562S', 'XYZ'])(
    'names a wrong form (%s)',
    (v) => {
      expect(checkCodiceFiscale(v)).toEqual({ ok: false, message: BILLING_MSG.codiceFiscaleFormat });
    },
  );
});

describe('SDI recipient code', () => {
  it.each(['M5UXCR1', '0000000', 'a4707h7', 'A4707H7'])('accepts %s', (v) => {
    expect(checkRecipientCode(v).ok).toBe(true);
  });
  it.each(['M5UXCR12', 'M5UX', 'M5UX-R@', ''])('refuses %j', (v) => {
    expect(checkRecipientCode(v)).toEqual({ ok: false, message: BILLING_MSG.recipientCodeFormat });
  });
  it.each(['UFU3K2', 'ufu3k2', 'UF-U3K2'])('refuses a public administration office %j, saying why', (v) => {
    expect(checkRecipientCode(v)).toEqual({ ok: false, message: BILLING_MSG.publicAdministration });
    expect(BILLING_MSG.publicAdministration).toMatch(/Pubblica Amministrazione/);
  });
});

describe('billing rules', () => {
  it('accepts complete billing in each territory', () => {
    expect(errorsOf(italy)).toEqual({});
    expect(errorsOf(ue)).toEqual({});
    expect(errorsOf({ ...ue, vies: 0, vat: null, fiscal_code: 'DE-123' })).toEqual({});
    expect(errorsOf(extra)).toEqual({});
  });

  it('requires territory, invoice_type, address, postal_code, city and country', () => {
    expect(errorsOf({})).toEqual({
      territory: 'Campo obbligatorio',
      invoice_type: 'Campo obbligatorio',
      address: 'Campo obbligatorio',
      postal_code: 'Campo obbligatorio',
      city: 'Campo obbligatorio',
      country: 'Campo obbligatorio',
    });
    expect(errorsOf({ ...extra, address: '   ' })).toEqual({ address: 'Campo obbligatorio' });
  });

  it('requires vies for UE only', () => {
    expect(errorsOf({ ...ue, vies: null })).toEqual({ vies: 'Campo obbligatorio' });
    expect(errorsOf({ ...extra, vies: null })).toEqual({});
  });

  it('requires vat when vies is yes, with its message', () => {
    expect(errorsOf({ ...ue, vat: '' })).toEqual({ vat: VAT_OR_FISCAL_CODE_REQUIRED });
    expect(errorsOf({ ...extra, vies: 1 })).toEqual({ vat: VAT_OR_FISCAL_CODE_REQUIRED });
  });

  it('requires fiscal_code when vies is no', () => {
    expect(errorsOf({ ...ue, vies: 0, vat: null })).toEqual({ fiscal_code: 'Campo obbligatorio' });
  });

  it('bills an Italian person, association or other by codice fiscale alone', () => {
    const person = {
      ...italy,
      invoice_type: 'individual',
      company_name: null,
      name: 'Mario',
      surname: 'Rossi',
    };
    for (const invoice_type of ['individual', 'association', 'other']) {
      expect(errorsOf({ ...person, invoice_type, vat: null })).toEqual({});
      expect(errorsOf({ ...person, invoice_type, vat: null, fiscal_code: null })).toEqual({
        fiscal_code: 'Campo obbligatorio',
      });
    }
    // a partita IVA given anyway is still checked
    expect(errorsOf({ ...person, vat: '00743110158' })).toEqual({ vat: BILLING_MSG.partitaIvaCheck });
    for (const invoice_type of ['company', 'law firm', 'lawyer']) {
      expect(errorsOf({ ...italy, invoice_type, vat: null })).toEqual({ vat: VAT_OR_FISCAL_CODE_REQUIRED });
    }
  });

  it('requires vat, fiscal_code and recipient_code for Italy', () => {
    expect(errorsOf({ ...italy, vat: null, fiscal_code: null, recipient_code: null })).toEqual({
      vat: VAT_OR_FISCAL_CODE_REQUIRED,
      fiscal_code: 'Campo obbligatorio',
      recipient_code: 'Campo obbligatorio',
    });
  });

  it('checks the Italian codes for form and check digit, saying which one is wrong', () => {
    expect(errorsOf({ ...italy, vat: '00743110158' })).toEqual({ vat: BILLING_MSG.partitaIvaCheck });
    expect(errorsOf({ ...italy, fiscal_code: 'RSSMRA85T10A562T' })).toEqual({
      fiscal_code: BILLING_MSG.codiceFiscaleCheck,
    });
    expect(errorsOf({ ...italy, recipient_code: 'ABC' })).toEqual({
      recipient_code: BILLING_MSG.recipientCodeFormat,
    });
  });

  it('refuses a public administration recipient code in any territory', () => {
    expect(errorsOf({ ...italy, recipient_code: 'UFU3K2' })).toEqual({
      recipient_code: BILLING_MSG.publicAdministration,
    });
    expect(errorsOf({ ...extra, recipient_code: 'ufu3k2' })).toEqual({
      recipient_code: BILLING_MSG.publicAdministration,
    });
  });

  it('does not apply the Italian checks outside Italy, and keeps foreign VAT prefixes', () => {
    expect(errorsOf({ ...ue, vat: 'ATU12345678' })).toEqual({});
    expect(ZBillingInformation.parse({ ...ue, vat: 'fr 40 303265045' }).vat).toBe('FR40303265045');
    expect(ZBillingInformation.parse({ ...ue, vat: 'IT02331250163' }).vat).toBe('IT02331250163');
  });

  it('refuses an all-zeros partita IVA in Italy', () => {
    expect(errorsOf({ ...italy, vat: '00000000000' })).toEqual({ vat: BILLING_MSG.partitaIvaCheck });
  });

  it('normalises the codes and empties', () => {
    const parsed = ZBillingInformation.parse({
      ...italy,
      vat: 'IT: 007 431 101 57',
      recipient_code: 'm5uxcr1',
      name: '',
    });
    expect(parsed.vat).toBe('00743110157');
    expect(parsed.recipient_code).toBe('M5UXCR1');
    expect(parsed.name).toBeNull();
  });

  it('refuses values outside the lists', () => {
    expect(errorsOf({ ...extra, territory: 'Mars' })).toHaveProperty('territory');
    expect(errorsOf({ ...extra, invoice_type: 'pirate' })).toHaveProperty('invoice_type');
    expect(errorsOf({ ...ue, vies: 2 })).toHaveProperty('vies');
  });
});

describe('optional billing', () => {
  it('treats an all-empty object as absent', () => {
    expect(isBillingEmpty({ territory: null, city: '  ', vies: undefined })).toBe(true);
    expect(isBillingEmpty({ city: 'Roma' })).toBe(false);
    expect(ZOptionalBilling.parse({ territory: null, city: '' })).toBeUndefined();
    expect(ZOptionalBilling.safeParse({ city: 'Roma' }).success).toBe(false);
  });
});

describe('the one list of billing fields', () => {
  const WIRE = [
    'territory',
    'invoice_type',
    'company_name',
    'name',
    'surname',
    'vat',
    'country',
    'address',
    'postal_code',
    'province',
    'city',
    'recipient_code',
    'vies',
    'fiscal_code',
    'pec',
  ];

  /** Every field null: a field added to the list changes only the test above. */
  const nulls = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, null]));

  it('names the wire fields, in order, and both schemas take exactly them', () => {
    expect(BILLING_FIELD_NAMES).toEqual(WIRE);
    expect(Object.keys(ZBillingFields.shape)).toEqual(WIRE);
    expect(Object.keys(ZBillingInformationRead.shape)).toEqual(WIRE);
  });

  it('labels every field as the billing tab shows it', () => {
    expect(Object.keys(BILLING_LABELS)).toEqual(BILLING_FIELD_NAMES);
    expect(BILLING_LABELS).toMatchObject({
      territory: 'Territorio',
      invoice_type: 'Tipo fattura',
      company_name: 'Ragione sociale',
      vat: 'Partita IVA',
      country: 'Paese',
      postal_code: 'CAP',
      recipient_code: 'Codice destinatario',
      fiscal_code: 'Codice fiscale',
    });
    for (const f of BILLING_FIELD_NAMES) expect(BILLING_LABELS[f]).toBe(BILLING_FIELDS[f].label);
  });

  it('requires always the six fields, and they are the non-null ones read back', () => {
    expect([...BILLING_ALWAYS_REQUIRED].sort()).toEqual(
      ['address', 'city', 'country', 'invoice_type', 'postal_code', 'territory'].sort(),
    );
    const read = { ...nulls, ...italy };
    expect(ZBillingInformationRead.parse(read)).toEqual(read);
    for (const f of BILLING_FIELD_NAMES) {
      const nullable = ZBillingInformationRead.safeParse({ ...read, [f]: null }).success;
      expect(nullable, f).toBe(!BILLING_ALWAYS_REQUIRED.includes(f));
    }
  });

  it('reads back what the database holds, without the save rules', () => {
    const read = { ...nulls, ...ue };
    expect(ZBillingInformationRead.parse(read)).toEqual(read);
    expect(ZBillingInformationRead.safeParse({ ...read, territory: 'Mars' }).success).toBe(false);
  });

  it('saves every field, the ones left out as null', () => {
    const parsed = ZBillingInformation.parse(extra);
    expect(Object.keys(parsed)).toEqual(BILLING_FIELD_NAMES);
    expect(parsed).toMatchObject({ vies: null, vat: null, recipient_code: null, province: null });
  });
});

describe('fields required by territory and VIES', () => {
  const conditional = (b: Parameters<typeof requiredBillingFields>[0]) =>
    [...requiredBillingFields(b)].filter((f) => !BILLING_ALWAYS_REQUIRED.includes(f)).sort();

  it('adds vat, fiscal code and recipient code in Italy, vies in the UE, vat or fiscal code by VIES', () => {
    expect(conditional({ territory: 'Italy', invoice_type: 'lawyer' })).toEqual([
      'fiscal_code',
      'recipient_code',
      'vat',
    ]);
    expect(conditional({ territory: 'Italy', invoice_type: 'association' })).toEqual([
      'fiscal_code',
      'recipient_code',
    ]);
    expect(conditional({ territory: 'UE', vies: null })).toEqual(['vies']);
    expect(conditional({ territory: 'UE', vies: 1 })).toEqual(['vat', 'vies']);
    expect(conditional({ territory: 'UE', vies: 0 })).toEqual(['fiscal_code', 'vies']);
    expect(conditional({ territory: 'Extra UE' })).toEqual([]);
    expect(conditional({})).toEqual([]);
  });

  it('is what billingErrors asks for when empty', () => {
    expect(billingErrors({ territory: 'Italy' } as never)).toEqual({
      invoice_type: MSG.required,
      address: MSG.required,
      postal_code: MSG.required,
      city: MSG.required,
      country: MSG.required,
      recipient_code: MSG.required,
      fiscal_code: MSG.required,
    });
    expect(billingErrors({ territory: 'Italy', invoice_type: 'company' } as never)).toEqual({
      address: MSG.required,
      postal_code: MSG.required,
      city: MSG.required,
      country: MSG.required,
      vat: VAT_OR_FISCAL_CODE_REQUIRED,
      recipient_code: MSG.required,
      fiscal_code: MSG.required,
    });
  });
});

describe('the customer’s PEC (beyond SPEC)', () => {
  const nulls = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, null]));
  const spec = Object.fromEntries(BILLING_SPEC_FIELDS.map((f) => [f, null]));

  it('is optional, an e-mail address, stored lower-case', () => {
    expect(errorsOf({ ...italy, pec: 'Studio.Rossi@PEC.it' })).toEqual({});
    expect(ZBillingInformation.parse({ ...italy, pec: ' Studio.Rossi@PEC.it ' }).pec).toBe(
      'studio.rossi@pec.it',
    );
    expect(ZBillingInformation.parse({ ...italy, pec: '' }).pec).toBeNull();
    expect(errorsOf({ ...italy, pec: 'studio rossi' })).toEqual({ pec: BILLING_MSG.pec });
    expect(errorsOf({ ...italy, pec: 'studio@' })).toEqual({ pec: BILLING_MSG.pec });
  });

  it('left out of a body, is undefined: a save keeps what is stored', () => {
    expect(ZBillingInformation.parse(italy).pec).toBeUndefined();
    expect(BILLING_ADDED_FIELDS).toEqual(['pec']);
    expect(BILLING_SPEC_FIELDS).not.toContain('pec');
    const put = { ...spec, ...italy };
    expect(ZBillingInformationPut.parse(put).pec).toBeUndefined();
    expect(ZBillingInformationPut.parse({ ...put, pec: null }).pec).toBeNull();
    // a SPEC field left out of a PUT is still a 400 naming it
    const { city: _city, ...noCity } = put;
    expect(ZBillingInformationPut.safeParse(noCity).error?.issues[0].path).toEqual(['city']);
  });

  it('reads back absent (an order booked before it existed) or null', () => {
    const { pec: _pec, ...old } = { ...nulls, ...italy } as Record<string, unknown>;
    expect(ZBillingInformationRead.safeParse(old).success).toBe(true);
    expect(ZBillingInformationRead.parse({ ...old, pec: 'a@pec.it' }).pec).toBe('a@pec.it');
  });

  it('typed as the recipient code, the message says where it goes', () => {
    expect(checkRecipientCode('studio.rossi@pec.it')).toEqual({
      ok: false,
      message: BILLING_MSG.recipientCodeIsPec,
    });
    expect(errorsOf({ ...italy, recipient_code: 'studio.rossi@pec.it' })).toEqual({
      recipient_code: BILLING_MSG.recipientCodeIsPec,
    });
    expect(errorsOf({ ...ue, recipient_code: 'cabinet.dupont@pec.it' })).toEqual({
      recipient_code: BILLING_MSG.recipientCodeIsPec,
    });
    // a long address still reaches the rule (not a length error)
    const long = `${'amministrazione.studio.legale.associato'}@legalmail.it`;
    expect(errorsOf({ ...italy, recipient_code: long })).toEqual({
      recipient_code: BILLING_MSG.recipientCodeIsPec,
    });
    expect(BILLING_MSG.recipientCodeIsPec).toMatch(/campo PEC/);
  });

  it('0000000 is the code of a customer without one', () => {
    expect(NO_RECIPIENT_CODE).toBe('0000000');
    expect(errorsOf({ ...italy, invoice_type: 'individual', recipient_code: NO_RECIPIENT_CODE })).toEqual({});
  });
});
