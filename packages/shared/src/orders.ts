import { z } from 'zod';
import { ORDER_STATES } from './booking.ts';
import { ADDRESS_FIELDS, PERSON_FIELDS } from './fields.ts';
import { ZIdText } from './ids.ts';
import { ZExportFormat } from './lists.ts';
import { ZMailState } from './mails.ts';
import { ZOrderFlag } from './order-payment.ts';

/** Display price of an optional line: a "cocktail" gives one unit free. Cents. */
export function optionalLinePrice(line: { title: string; price: number; quantity: number }): number {
  const total = line.price * line.quantity;
  if (/cocktail/i.test(line.title) && line.quantity > 0) return total - line.price;
  return total;
}

export const ORDER_STATUSES = ['Completed', 'Not Completed'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Completed when a payment date exists, otherwise Not Completed. */
export function orderStatus(paidAt: string | Date | null | undefined): TOrderStatus {
  return paidAt ? 'Completed' : 'Not Completed';
}

export interface NumberedIntolerance {
  number: number;
  text: string;
}

/**
 * Intolerance notes numbered per person: one sequence 1, 2, 3… across all of a participant's
 * optionals, in order. Returns, for each optional, its notes with their numbers.
 */
export function numberIntolerances(
  optionals: { intolerances: { intolerance_info: string }[] }[],
): NumberedIntolerance[][] {
  let n = 0;
  return optionals.map((o) => o.intolerances.map((i) => ({ number: ++n, text: i.intolerance_info })));
}

/** "1. senza glutine; 2. vegano" */
export const formatNumberedIntolerances = (notes: NumberedIntolerance[]) =>
  notes.map((n) => `${n.number}. ${n.text}`).join('; ');

export const MEMBER_BADGE = (companyFounder: number) =>
  companyFounder === 1 ? 'Member' : 'Additional Member';

export const ORDER_MSG = {
  mailSent: 'Email inviata con successo',
  noRecipients: "L'ordine non ha partecipanti con un indirizzo email",
} as const;

/** How an order is paid: the site's methods, and those an admin records at the desk. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  bank_transfer: 'Bonifico bancario',
  card: 'Carta (online)',
  cash: 'Contanti',
  pos: 'POS',
  desk_card: 'Carta al desk',
  cheque: 'Assegno',
};
export const paymentMethodLabel = (method: string | null) =>
  method === null ? '' : (PAYMENT_METHOD_LABELS[method] ?? method);

/** How the money came, said in a sentence to the booker ("Pagato con carta il 10/04/2027"). */
export const PAYMENT_METHOD_PHRASES: Record<string, string> = {
  bank_transfer: 'con bonifico',
  card: 'con carta',
  cash: 'in contanti',
  pos: 'con POS',
  desk_card: 'con carta allo sportello',
  cheque: 'con assegno',
};

/** The order's state in a crowded grid, beside SPEC's Completed / Not Completed. */
export const ORDER_STATE_SHORT_LABELS: Record<(typeof ORDER_STATES)[number], string> = {
  awaiting_payment: 'Da pagare',
  paid: 'Pagato',
  expired: 'Scaduto',
  cancelled: 'Annullato',
};

/** Where an order was made: the member site (it has a public token) or the back-office. */
export const orderOriginLabel = (fromSite: boolean) => (fromSite ? 'Sito' : 'Back-office');

/**
 * The order's life beside SPEC's `status` (Completed / Not Completed, kept as it is): its state,
 * its due date, the RF reference of its bank transfer, how it is paid and whom to tell.
 */
const orderLifeFields = {
  order_status: z.enum(ORDER_STATES),
  /** last day to pay by bank transfer, yyyy-MM-dd */
  due_date: z.string().nullable(),
  /** the ISO 11649 reference of its transfer, compact (pages group it by four) */
  reference: z.string().nullable(),
  payment_method: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** booked on the member site */
  from_site: z.boolean(),
};
export type TOrderLife = z.infer<z.ZodObject<typeof orderLifeFields>>;

/** A row of GET /api/conferences/booking/{conferenceId} → data */
export const ZOrderRow = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  company: z.string().nullable(),
  /** the first participant's "name surname" */
  participant: z.string().nullable(),
  price: z.number().int(),
  paid_at: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  ...orderLifeFields,
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

export const ZOrderOptional = z.object({
  id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  intolerances: z.array(z.object({ intolerance_info: z.string() })),
});
export const ZOrderParticipant = z.object({
  ...PERSON_FIELDS,
  phone: z.string().nullable(),
  company_founder: z.number().int(),
  company_address: z.string().nullable(),
  /** this participant's participation fee, cents, and its price kind (PRICE_CONFERENCE_MEMBER…) */
  fee: z.number().int(),
  fee_kind: z.string().nullable(),
  optionals: z.array(ZOrderOptional),
  workshops: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TOrderParticipant = z.infer<typeof ZOrderParticipant>;

/** GET /api/conferences/booking-by-order-id/{orderId} → booking */
export const ZOrderDetail = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  price: z.number().int(),
  coupon_code: z.string().nullable(),
  discount: z.number().int(),
  /** cents of imposta di bollo charged to the customer (0: none, or the association pays it) */
  stamp_duty: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  ...orderLifeFields,
  company: z
    .object({
      name: z.string(),
      ...ADDRESS_FIELDS,
      country: z.string().nullable(),
    })
    .nullable(),
  conference: z.object({ id: z.number().int(), title: z.string() }),
  partecipants: z.array(ZOrderParticipant),
  /** confirmation emails of this order, newest first */
  mails: z.array(ZMailState),
  /** payments that reached the order when it could not take them, for an admin to settle */
  flags: z.array(ZOrderFlag),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrdersCsvBody = z.object({ conference_id: ZIdText, format: ZExportFormat.optional() });
