import type { TAttendance, TDocumentType, TOrderState, TPublicTicket, TQuote } from '@app/shared';

/** The shapes of the public API (RUNNING.md, "Member site"): what the pages read. */

export interface PublicConference {
  id: number;
  title: string;
  /** the English title, where the association wrote one (null or absent: the Italian shows) */
  title_en?: string | null;
  city: string;
  country: string;
  date_start: string;
  date_end: string;
  description: string;
  /** the English description, where given */
  description_en?: string | null;
  image: string;
  streaming: boolean;
  /** the full price, cents */
  price: number;
  /** null: unlimited */
  seats_left: number | null;
  optionals: { id: number; title: string; title_en?: string | null; price: number }[];
  workshops: { id: number; title: string; title_en?: string | null; seats_left: number | null }[];
}

/** GET /public/conferences/{id}: with the prices that may apply, cents, each at most the full price. */
export interface PublicConferenceDetail extends PublicConference {
  prices: { member: number; guests: number; streaming: number | null };
}

export interface PublicCountry {
  id: number;
  name: string;
  code: string;
}

export interface BankTransferPayment {
  method: 'bank_transfer';
  amount: number;
  iban: string;
  beneficiary: string;
  /** ISO 11649, compact */
  reference: string;
  /** null only for a transfer recorded before due dates existed */
  due_date: string | null;
}
export type Payment = BankTransferPayment | { method: 'card'; checkout_url: string };

export interface PublicOrder {
  order_id: number;
  price: number;
  status: TOrderState;
  lines: TQuote['lines'];
}

export interface PublicInvoice {
  /** TD01 an invoice, TD04 a credit note (its total positive too) */
  type: TDocumentType;
  number: string;
  date: string;
  total: number;
  pdf_url: string;
}

export interface OrderAnswer {
  order: PublicOrder;
  payment: Payment | null;
  invoices?: PublicInvoice[];
  /** once paid: one ticket per participant */
  tickets?: TPublicTicket[];
}

export interface BookingAnswer extends OrderAnswer {
  order_url: string;
}

export type { TAttendance };
