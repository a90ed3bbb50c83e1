import { describe, expect, it } from 'vitest';
import {
  CONFERENCE_MSG,
  conferenceRuleErrors,
  conferenceStatusLabel,
  ZConferenceSaveBody,
  ZConferenceUpdate,
} from './conferences.ts';

const valid = {
  title: 'Congresso',
  vat_rule: 'all',
  country: 'italy',
  city: 'Milano',
  description: 'Descrizione',
  image: 'abc.png',
  date_start: '2026-05-10',
  date_end: '2026-05-12',
  price: 15000,
  streaming: false,
  active: true,
  optionals: [{ title: 'Cena', price: 5000 }],
  workshops: [{ title: 'Arbitrato' }],
};

const errorsOf = (input: unknown) => {
  const r = ZConferenceUpdate.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('conference rules', () => {
  it('accepts a complete conference', () => {
    expect(ZConferenceUpdate.safeParse(valid).success).toBe(true);
  });

  it('requires every field with "Campo obbligatorio"', () => {
    const errors = errorsOf({});
    for (const f of [
      'title',
      'vat_rule',
      'country',
      'city',
      'description',
      'image',
      'date_start',
      'date_end',
      'price',
    ]) {
      expect(errors[f], f).toBe('Campo obbligatorio');
    }
    expect(errorsOf({ ...valid, title: '  ', city: '', image: '' })).toMatchObject({
      title: 'Campo obbligatorio',
      city: 'Campo obbligatorio',
      image: 'Campo obbligatorio',
    });
    expect(errorsOf({ ...valid, price: null }).price).toBe('Campo obbligatorio');
  });

  it('refuses an end date before the start, accepts the same day', () => {
    expect(errorsOf({ ...valid, date_end: '2026-05-09' }).date_end).toBe(
      'La data finale non può essere precedente a quella di inizio',
    );
    expect(errorsOf({ ...valid, date_end: '2026-05-10' })).toEqual({});
    expect(errorsOf({ ...valid, date_start: '2026-02-30' }).date_start).toBe('Data non valida');
  });

  it('Italy ⇒ VAT to all, abroad ⇒ VAT to Italians only', () => {
    expect(errorsOf({ ...valid, country: 'italy', vat_rule: 'italians' }).vat_rule).toBe(
      "Se la conferenza è in Italia l'IVA deve essere applicata a tutti gli utenti",
    );
    expect(errorsOf({ ...valid, country: 'abroad', vat_rule: 'all' }).vat_rule).toBe(
      "Se la conferenza è all'estero l'IVA si applica solo agli utenti italiani",
    );
    expect(errorsOf({ ...valid, country: 'abroad', vat_rule: 'italians' })).toEqual({});
    expect(conferenceRuleErrors({ country: 'italy', vat_rule: 'all' })).toEqual({});
    expect(conferenceRuleErrors({ country: 'abroad', vat_rule: 'all' })).toEqual({
      vat_rule: CONFERENCE_MSG.abroadVatItalians,
    });
  });

  it('reports the country/VAT and date rules even while other fields are missing', () => {
    expect(
      errorsOf({ country: 'italy', vat_rule: 'italians', date_start: '2026-05-10', date_end: '2026-05-01' }),
    ).toMatchObject({
      title: 'Campo obbligatorio',
      vat_rule: CONFERENCE_MSG.italyVatAll,
      date_end: CONFERENCE_MSG.dateOrder,
    });
  });

  it('optionals need title and price, workshops need title', () => {
    const errors = errorsOf({
      ...valid,
      optionals: [{ title: '', price: null }],
      workshops: [{ title: '' }],
    });
    expect(errors).toEqual({
      'optionals.0.title': 'Campo obbligatorio',
      'optionals.0.price': 'Campo obbligatorio',
      'workshops.0.title': 'Campo obbligatorio',
    });
  });

  it('prices are non-negative integer cents', () => {
    expect(errorsOf({ ...valid, price: 12.5 }).price).toBe('Importo non valido');
    expect(errorsOf({ ...valid, price: -1 }).price).toBe('Importo non valido');
  });

  it('the save body takes the five global prices beside the conference', () => {
    const prices = {
      PRICE_CONFERENCE_MEMBER: { price: 100 },
      PRICE_CONFERENCE_EXPERT: { price: 200 },
      PRICE_CONFERENCE_GUESTS: { price: 300 },
      PRICE_CONFERENCE_SPEAKER: { price: 0 },
      PRICE_CONFERENCE_STREAMING: { price: 50 },
    };
    expect(ZConferenceSaveBody.safeParse({ conference: valid, prices }).success).toBe(true);
    expect(ZConferenceSaveBody.safeParse({ conference: valid }).success).toBe(true);
    const { PRICE_CONFERENCE_GUESTS: _, ...missing } = prices;
    expect(ZConferenceSaveBody.safeParse({ conference: valid, prices: missing }).success).toBe(false);
  });

  it('labels the status Attiva / Non attiva', () => {
    expect(conferenceStatusLabel(true)).toBe('Attiva');
    expect(conferenceStatusLabel(false)).toBe('Non attiva');
  });
});
