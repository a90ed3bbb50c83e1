import { ZBookingInput, ZBookingQuoteInput } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../i18n/translator';
import italianCatalogue from '../locales/it.json';
import {
  type BookingDraft,
  bookingBody,
  emptyDraft,
  emptyParticipant,
  prefillFromMember,
  pricingKey,
  quoteBody,
  workshopsTakenBesides,
} from './draft';
import { placeErrors } from './errors';
import { ids } from './field-ids';

const ctx = { conferenceId: 7, streaming: false };

function filled(): BookingDraft {
  const d = emptyDraft();
  d.participants = [
    {
      ...emptyParticipant(),
      name: 'Giulia',
      surname: 'Bianchi',
      email: 'Giulia@Studio.example',
      attendance: 'streaming',
      optionals: {
        3: { quantity: '2', notes: 'senza glutine\n\n  senza lattosio ' },
        4: { quantity: '0', notes: 'x' },
      },
      workshops: [9],
    },
  ];
  d.billing = {
    ...d.billing,
    territory: 'UE',
    invoice_type: 'lawyer',
    name: 'Giulia',
    surname: 'Bianchi',
    address: 'Rue du Rhône 1',
    postal_code: '75001',
    city: 'Parigi',
    country: '75',
    vies: '1',
    vat: 'FR12345678901',
    recipient_code: 'ABCDEFG',
  };
  d.privacy = true;
  return d;
}

describe('the booking body built from the form', () => {
  it('passes the shared schema the server applies, with what the form means', () => {
    const body = bookingBody(filled(), ctx);
    expect(ZBookingInput.safeParse(body).success).toBe(true);
    expect(body.participants[0]).toEqual({
      name: 'Giulia',
      surname: 'Bianchi',
      email: 'Giulia@Studio.example',
      phone: null,
      // the conference offers no streaming: in person, whatever was picked before
      attendance: 'in_person',
      optionals: [{ id: 3, quantity: 2, intolerances: ['senza glutine', 'senza lattosio'] }],
      workshops: [9],
    });
    // an invoice to a lawyer: the ordering company is the person
    expect(body.company).toMatchObject({
      name: 'Giulia Bianchi',
      city: 'Parigi',
      country: 75,
      vat: 'FR12345678901',
    });
    // the SDI code means nothing outside Italy: not sent even if typed before
    expect(body.billing_information).toMatchObject({ vies: 1, country: 75, recipient_code: null });
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('price');
  });

  it('sends the honeypot only when something filled it', () => {
    expect(bookingBody({ ...filled(), website: 'http://spam.example' }, ctx)).toHaveProperty(
      'website',
      'http://spam.example',
    );
  });

  it('quotes without billing or consent, and asks again only when a price may change', () => {
    const d = filled();
    const quote = quoteBody(d, { ...ctx, streaming: true });
    expect(ZBookingQuoteInput.safeParse(quote).success).toBe(true);
    expect(quote).not.toHaveProperty('billing_information');
    const key = pricingKey(d, ctx);
    const renamed = { ...d, participants: [{ ...d.participants[0], name: 'Giuliana', phone: '333' }] };
    expect(pricingKey(renamed, ctx)).toBe(key);
    expect(pricingKey({ ...d, coupon_code: 'SOCI10' }, ctx)).not.toBe(key);
    const more = {
      ...d,
      participants: [{ ...d.participants[0], optionals: { 3: { quantity: '3', notes: '' } } }],
    };
    expect(pricingKey(more, ctx)).not.toBe(key);
  });
});

describe('errors placed beside their fields', () => {
  it("puts the server's paths on the field that shows them, and names them in the summary", () => {
    const d = filled();
    const titles = new Map([[3, 'Cena di gala']]);
    const { byId, items } = placeErrors(
      {
        'participants.0.email': 'E-mail non valida',
        'participants.0.optionals.0.intolerances.1': 'Testo troppo lungo',
        'billing_information.vat': 'VAT o Codice fiscale obbligatorio',
        'company.name': 'Campo obbligatorio',
        coupon_code: 'Coupon scaduto',
      },
      d,
      titles,
      catalogueTranslator('it', italianCatalogue),
    );
    expect(byId).toEqual({
      [ids.participant(0, 'email')]: 'E-mail non valida',
      [ids.notes(0, 3)]: 'Testo troppo lungo',
      [ids.billing('vat')]: 'VAT o Codice fiscale obbligatorio',
      // the company is named after the person billed (a lawyer)
      [ids.billing('name')]: 'Campo obbligatorio',
      [ids.coupon]: 'Coupon scaduto',
    });
    expect(items.map((i) => i.label)).toEqual([
      'Partecipante 1: E-mail',
      'Partecipante 1: intolleranze per Cena di gala',
      'Partita IVA',
      'Nome',
      'Codice coupon',
    ]);
  });
});

describe('a signed-in member books as themselves', () => {
  const me = {
    id: 1,
    name: 'Giulia',
    surname: 'Bianchi',
    email: 'giulia@studio.example',
    company: {
      id: 2,
      name: 'Studio Bianchi',
      address: 'Via Po 2',
      city: 'Torino',
      province: 'TO',
      postal_code: '10123',
      vat: '06363391001',
    },
    billing_information: null,
    membership: { active: true, label: 'Attiva', reason: '' },
  } as unknown as Parameters<typeof prefillFromMember>[1];

  it('fills the first participant and, without saved billing, the company', () => {
    const d = prefillFromMember(emptyDraft(), me);
    expect(d.participants[0]).toMatchObject({ name: 'Giulia', surname: 'Bianchi', email: me.email });
    expect(d.billing).toMatchObject({ company_name: 'Studio Bianchi', city: 'Torino', vat: '06363391001' });
  });

  it('takes the saved billing information, and never overwrites what was typed', () => {
    const typed = emptyDraft();
    typed.participants[0].name = 'Marco';
    typed.billing.city = 'Milano';
    const saved = {
      ...me,
      billing_information: {
        territory: 'Italy',
        company_name: 'Studio B',
        city: 'Torino',
        country: 5,
        vies: null,
      },
    };
    const d = prefillFromMember(typed, saved as typeof me);
    expect(d.participants[0]).toMatchObject({ name: 'Marco', surname: 'Bianchi' });
    expect(d.billing).toMatchObject({
      territory: 'Italy',
      company_name: 'Studio B',
      city: 'Milano',
      country: '5',
      vies: '',
    });
  });
});

it("counts the workshops the booking's other participants ticked", () => {
  const d = emptyDraft();
  d.participants = [
    { ...emptyParticipant(), workshops: [1, 2] },
    { ...emptyParticipant(), workshops: [1] },
    { ...emptyParticipant(), workshops: [] },
  ];
  expect([...workshopsTakenBesides(d.participants, 2)]).toEqual([
    [1, 2],
    [2, 1],
  ]);
  expect([...workshopsTakenBesides(d.participants, 0)]).toEqual([[1, 1]]);
});
