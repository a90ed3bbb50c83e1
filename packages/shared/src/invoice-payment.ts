/**
 * How the money of an invoice came (FatturaPA ModalitaPagamento), one mapping for the XML and the
 * PDF: MP01 cash, MP02 cheque, MP05 bank transfer (with the association's IBAN), MP08 a payment
 * card (online or at the desk's POS). Only a transfer names an IBAN: cash, a cheque or a card
 * never reached the association's account by the customer's hand.
 */

export const PAYMENT_MODES = ['MP01', 'MP02', 'MP05', 'MP08'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];

/** What the courtesy copy says of each mode, as the XML's code. */
export const PAYMENT_MODE_LABELS: Record<TPaymentMode, string> = {
  MP01: 'Contanti',
  MP02: 'Assegno',
  MP05: 'Bonifico bancario',
  MP08: 'Carta/POS',
};

/**
 * The mode of an order's `payment_method` (bank_transfer, card, or a desk payment: cash, pos,
 * desk_card, cheque). A method the product does not know is a transfer, as orders were before.
 */
export function paymentModeOf(method: string | null | undefined): TPaymentMode {
  switch (method) {
    case 'cash':
      return 'MP01';
    case 'cheque':
      return 'MP02';
    case 'card':
    case 'pos':
    case 'desk_card':
      return 'MP08';
    default:
      return 'MP05';
  }
}

/** Only a bank transfer names the beneficiary's IBAN. */
export const paymentModeHasIban = (mode: TPaymentMode) => mode === 'MP05';

/**
 * Whether an invoice states a payment (DatiPagamento; the PDF's "Pagamento:" line): an invoice
 * does, a credit note does not (no refund is recorded with it).
 */
export const statesPayment = (doc: { type: string }) => doc.type !== 'TD04';
