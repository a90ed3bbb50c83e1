import {
  BILLING_FIELD_NAMES,
  BOOKING_MAX_INTOLERANCES,
  type TAttendance,
  type TBillingField,
  type TBookingPaymentMethod,
  type TMember,
} from '@app/shared';

/**
 * The booking form as typed (strings, as inputs hold them) and the bodies sent from it: the quote
 * (what decides the price) and the booking (RUNNING.md's POST /api/public/orders).
 */

export interface OptionalDraft {
  /** "0" … "20"; "0" is not taken */
  quantity: string;
  /** intolerance notes, one per line */
  notes: string;
}

export interface ParticipantDraft {
  /** React's key: stays with the participant when another is removed */
  key: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  attendance: TAttendance;
  /** by optional id */
  optionals: Record<number, OptionalDraft>;
  workshops: number[];
}

export type BillingDraft = Record<TBillingField, string>;

export interface BookingDraft {
  participants: ParticipantDraft[];
  billing: BillingDraft;
  contact_email: string;
  coupon_code: string;
  payment_method: TBookingPaymentMethod;
  privacy: boolean;
  /** the honeypot: people never see it */
  website: string;
}

let nextKey = 1;
export function emptyParticipant(): ParticipantDraft {
  return {
    key: nextKey++,
    name: '',
    surname: '',
    email: '',
    phone: '',
    attendance: 'in_person',
    optionals: {},
    workshops: [],
  };
}

export function emptyDraft(): BookingDraft {
  return {
    participants: [emptyParticipant()],
    billing: Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, ''])) as BillingDraft,
    contact_email: '',
    coupon_code: '',
    payment_method: 'bank_transfer',
    privacy: false,
    website: '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Notes typed one per line → the list the API takes (blank lines dropped). */
export const notesList = (notes: string) =>
  notes
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean)
    .slice(0, BOOKING_MAX_INTOLERANCES + 1);

function participantBody(p: ParticipantDraft, streaming: boolean) {
  return {
    name: p.name,
    surname: p.surname,
    email: p.email,
    phone: orNull(p.phone),
    attendance: streaming ? p.attendance : ('in_person' as const),
    optionals: Object.entries(p.optionals)
      .filter(([, o]) => Number(o.quantity) > 0)
      .map(([id, o]) => ({ id: Number(id), quantity: Number(o.quantity), intolerances: notesList(o.notes) })),
    workshops: p.workshops,
  };
}

/** Fields that mean nothing for this territory: not shown, and sent empty. */
export function hiddenBillingFields(b: BillingDraft): Set<TBillingField> {
  const hidden = new Set<TBillingField>();
  if (b.territory !== 'UE') hidden.add('vies');
  // SdI addresses an Italian customer by SDI code or PEC; abroad, the invoice reaches no one by them
  if (b.territory !== 'Italy') {
    hidden.add('recipient_code');
    hidden.add('pec');
  }
  return hidden;
}

/** Billing as the API reads it: numbers for the country and VIES, null for what is empty or hidden. */
export function billingBody(b: BillingDraft) {
  const hidden = hiddenBillingFields(b);
  const body: Record<string, string | number | null> = {};
  for (const f of BILLING_FIELD_NAMES) body[f] = hidden.has(f) ? null : orNull(b[f]);
  for (const f of ['country', 'vies'] as const) {
    if (!hidden.has(f)) body[f] = b[f] === '' ? null : Number(b[f]);
  }
  return body;
}

/** An invoice to a person (an individual, a lawyer): the company is named after them. */
export const isPersonInvoice = (b: BillingDraft) =>
  b.invoice_type === 'individual' || b.invoice_type === 'lawyer';

/**
 * The ordering company: the one the invoice names, so it is taken from the billing fields rather
 * than asked twice (the firm, or the person for an individual or a lawyer).
 */
export function companyBody(b: BillingDraft) {
  const person = [b.name, b.surname]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const firm = b.company_name.trim();
  return {
    name: isPersonInvoice(b) ? person || firm : firm || person,
    address: orNull(b.address),
    city: orNull(b.city),
    province: orNull(b.province),
    postal_code: orNull(b.postal_code),
    country: b.country === '' ? null : Number(b.country),
    vat: orNull(b.vat),
  };
}

interface Context {
  conferenceId: number;
  streaming: boolean;
  /** a waiting-list offer's token: its held seats are this booking's */
  offerToken?: string | null;
}

/** What the quote needs: who comes, how, with what, and the coupon (billing does not change a price). */
export function quoteBody(d: BookingDraft, ctx: Context) {
  return {
    conference_id: ctx.conferenceId,
    participants: d.participants.map((p) => participantBody(p, ctx.streaming)),
    coupon_code: orNull(d.coupon_code),
    payment_method: d.payment_method,
    ...(ctx.offerToken ? { offer_token: ctx.offerToken } : {}),
  };
}

/** The booking itself. `website` is sent only when something filled it (a robot). */
export function bookingBody(d: BookingDraft, ctx: Context) {
  return {
    ...quoteBody(d, ctx),
    contact_email: orNull(d.contact_email) ?? undefined,
    company: companyBody(d.billing),
    billing_information: billingBody(d.billing),
    privacy_accepted: d.privacy,
    ...(d.website ? { website: d.website } : {}),
  };
}

/** The parts of the form a price depends on: the quote is asked again only when these change. */
export function pricingKey(d: BookingDraft, ctx: Context): string {
  const q = quoteBody(d, ctx);
  return JSON.stringify([
    q.coupon_code,
    q.participants.map((p) => [
      p.email.trim().toLowerCase(),
      p.attendance,
      p.workshops,
      p.optionals.map((o) => [o.id, o.quantity]),
    ]),
  ]);
}

/** Saved billing information as the form holds it: every field a string, missing ones empty. */
export function billingDraftOf(b: TMember['billing_information']): BillingDraft {
  const draft = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, ''])) as BillingDraft;
  if (!b) return draft;
  for (const f of BILLING_FIELD_NAMES) {
    const v = (b as Record<string, unknown>)[f];
    draft[f] = v === null || v === undefined ? '' : String(v);
  }
  return draft;
}

/**
 * The signed-in member's booking, prefilled with what the site knows: the first participant is the
 * member, the billing their saved billing information (else their company's name and address).
 * Only empty fields are filled: whatever was typed meanwhile stays.
 */
export function prefillFromMember(d: BookingDraft, me: TMember): BookingDraft {
  const known = billingDraftOf(me.billing_information);
  if (!me.billing_information && me.company) {
    const c = me.company;
    Object.assign(known, {
      company_name: c.name,
      address: c.address ?? '',
      city: c.city ?? '',
      province: c.province ?? '',
      postal_code: c.postal_code ?? '',
      vat: c.vat ?? '',
    });
  }
  /** `typed` with each of its empty strings replaced by the saved value, when there is one */
  function fill<T extends object>(typed: T, saved: Partial<Record<keyof T, string>>): T {
    const out = { ...typed } as Record<string, unknown>;
    for (const [k, v] of Object.entries(saved)) {
      if (out[k] === '' && typeof v === 'string' && v !== '') out[k] = v;
    }
    return out as T;
  }
  const [first, ...others] = d.participants;
  return {
    ...d,
    participants: [
      fill(first, { name: me.name ?? '', surname: me.surname ?? '', email: me.email }),
      ...others,
    ],
    billing: fill(d.billing, known),
  };
}

/** By workshop id: how many participants other than the `i`th ticked it. */
export function workshopsTakenBesides(participants: ParticipantDraft[], i: number): Map<number, number> {
  const taken = new Map<number, number>();
  participants.forEach((p, n) => {
    if (n !== i) for (const id of p.workshops) taken.set(id, (taken.get(id) ?? 0) + 1);
  });
  return taken;
}
