import { z } from 'zod';
import { ZPublicTicket } from './attendance.ts';
import { ORDER_STATES, ZQuote, ZQuoteLine } from './booking.ts';
import { ZLocale } from './i18n.ts';
import { DOCUMENT_TYPES } from './invoice-document.ts';

/**
 * What the public booking routes answer (RUNNING.md, "Member site"): each schema names every field
 * that may leave, so nothing else of the back-office does.
 */

/** GET /api/public/conferences → conferences[]; GET /api/public/conferences/{id} → conference. */
export const ZPublicConference = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  /** 'italy' | 'abroad' */
  country: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  description: z.string(),
  /** a stored image's name: GET /api/image/{name} */
  image: z.string(),
  streaming: z.boolean(),
  /** the full price, cents */
  price: z.number().int(),
  /** in-person seats still free; null = unlimited */
  seats_left: z.number().int().nullable(),
  /** the English title and description; null: none written, the site shows the Italian */
  title_en: z.string().nullable(),
  description_en: z.string().nullable(),
  optionals: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      title_en: z.string().nullable(),
    }),
  ),
  workshops: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats_left: z.number().int().nullable(),
      title_en: z.string().nullable(),
    }),
  ),
});
export type TPublicConference = z.infer<typeof ZPublicConference>;

/**
 * The prices that may apply on a conference, cents, each capped at its full price (categoryFee):
 * a member's company's participants pay `member`, the member's other participants `guests`, and
 * `streaming` anyone following online (null when the conference has no streaming).
 */
export const ZConferencePrices = z.object({
  member: z.number().int(),
  guests: z.number().int(),
  streaming: z.number().int().nullable(),
});
export type TConferencePrices = z.infer<typeof ZConferencePrices>;

/** GET /api/public/conferences/{id}: the conference and the prices that may apply. */
export const ZPublicConferenceDetail = ZPublicConference.extend({ prices: ZConferencePrices });
export type TPublicConferenceDetail = z.infer<typeof ZPublicConferenceDetail>;

/** A booked order as its booker sees it: the lines of the quote it was charged. */
export const ZPublicOrder = z.object({
  order_id: z.number().int(),
  /** the total, cents */
  price: z.number().int(),
  status: z.enum(ORDER_STATES),
  lines: z.array(ZQuoteLine),
  /** the booker's language, recorded with the booking: every mail about the order is in it */
  language: ZLocale,
});
export type TPublicOrder = z.infer<typeof ZPublicOrder>;

/** How to pay by bank transfer: `reference` is the compact RF creditor reference. */
export const ZBankTransferPayment = z.object({
  method: z.literal('bank_transfer'),
  amount: z.number().int(),
  iban: z.string(),
  beneficiary: z.string(),
  /** ISO 11649 creditor reference, compact */
  reference: z.string(),
  /** yyyy-MM-dd; null only for a transfer recorded before due dates existed */
  due_date: z.string().nullable(),
});
export type TBankTransferPayment = z.infer<typeof ZBankTransferPayment>;

/**
 * How an order is to be paid, as the booking answer and the order page say it: the bank details and
 * RF reference of its transfer, or the card checkout page (a Stripe Checkout Session's URL).
 */
export const ZCardPayment = z.object({ method: z.literal('card'), checkout_url: z.url() });
export const ZOrderPayment = z.discriminatedUnion('method', [ZBankTransferPayment, ZCardPayment]);
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

/**
 * An invoice of the order, with its PDF under /api/public/orders/{token}/: `type` TD01 (invoice) or
 * TD04 (credit note); `total` is positive for both, as FatturaPA writes it (pages show a credit
 * note's as taken away).
 */
export const ZPublicInvoice = z.object({
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  date: z.string(),
  total: z.number().int(),
  pdf_url: z.string(),
});

/** POST /api/public/orders/quote → quote */
export const ZQuoteAnswer = z.object({ status: z.literal('success'), quote: ZQuote });

/**
 * POST /api/public/orders → 201. `payment` is null when nothing is due (a free booking, paid at
 * once), or for a card booking whose checkout Stripe could not open now (the order page offers it
 * again, and the transfer).
 */
export const ZBookingAnswer = z.object({
  status: z.literal('success'),
  order: ZPublicOrder,
  order_url: z.string(),
  payment: ZOrderPayment.nullable(),
});
export type TBookingAnswer = z.infer<typeof ZBookingAnswer>;

/**
 * GET /api/public/orders/{token}: `payment` while the order awaits payment (its transfer, or the
 * card checkout still open when the booker chose card; else null), `invoices` once the order is
 * paid or has invoices.
 */
export const ZOrderPageAnswer = z.object({
  status: z.literal('success'),
  order: ZPublicOrder,
  payment: ZOrderPayment.nullable(),
  invoices: z.array(ZPublicInvoice).optional(),
  /** once the order is paid: one ticket per participant */
  tickets: z.array(ZPublicTicket).optional(),
  /** the booking's language (order.language): the page's own unless the reader chose another */
  language: ZLocale,
});
export type TOrderPageAnswer = z.infer<typeof ZOrderPageAnswer>;

/** "ne resta 1", "ne restano 3": the seats still free, said of what is too full. */
const seatsLeft = (n: number) => (n === 1 ? 'ne resta 1' : `ne restano ${n}`);

/** The refusals of a booking, in Italian: each names what is wrong. */
export const BOOKING_REFUSAL = {
  conferenceNotFound: 'Conferenza non trovata',
  conferenceClosed: 'Le prenotazioni per questa conferenza sono chiuse',
  conferenceFull: 'Posti esauriti per la conferenza',
  conferenceSeatsLeft: (n: number) => `Posti insufficienti per la conferenza: ${seatsLeft(n)}`,
  workshopFull: (title: string) => `Posti esauriti per il workshop «${title}»`,
  workshopSeatsLeft: (title: string, n: number) =>
    `Posti insufficienti per il workshop «${title}»: ${seatsLeft(n)}`,
  unknownOptional: 'Extra non disponibile per questa conferenza',
  unknownWorkshop: 'Workshop non disponibile per questa conferenza',
  noStreaming: 'Questa conferenza non è disponibile in streaming',
  couponUnknown: 'Coupon non valido',
  couponExpired: 'Coupon scaduto',
  couponOtherConference: 'Coupon non valido per questa conferenza',
  couponUsedUp: 'Coupon esaurito',
  cardUnavailable: 'Pagamento con carta non disponibile',
  transferUnavailable:
    "Pagamento con bonifico non disponibile: l'associazione non ha ancora indicato intestatario e IBAN",
  companyRequired: "Indicare l'azienda",
  billingRequired: 'Indicare i dati di fatturazione',
  countryUnknown: 'Paese inesistente',
  idempotencyKey: 'Intestazione Idempotency-Key non valida: al massimo 200 caratteri stampabili',
  idempotencyReused:
    'Idempotency-Key già usata per una prenotazione diversa: usare una chiave nuova per ogni prenotazione',
  orderNotFound: 'Ordine non trovato',
  invoiceNotFound: 'Fattura non trovata',
} as const;
