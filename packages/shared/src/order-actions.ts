import { z } from 'zod';
import { ZWireDate } from './dates.ts';
import { MAX_DB_INT } from './ids.ts';
import { formatCents } from './money.ts';

/** What an admin does to an order in the back-office: money received otherwise, reversal, cancel. */

/** Money received at the desk or otherwise, as an admin records it (PAYMENT_METHOD_LABELS). */
export const DESK_PAYMENT_METHODS = ['cash', 'pos', 'desk_card', 'cheque'] as const;
export type TDeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** The actions' labels, on buttons and dialog titles. */
export const ORDER_ACTION_LABELS = {
  recordPayment: 'Registra pagamento',
  reversePayment: 'Storna pagamento',
  cancel: 'Annulla ordine',
  settleAccept: 'Accetta il pagamento',
  settleRefund: 'Segna come rimborsato',
} as const;

export const REASON_MAX = 500;

export const ORDER_ACTION_MSG = {
  orderNotFound: 'Ordine non trovato',
  paymentRecorded: 'Pagamento registrato',
  paymentReversed: 'Pagamento stornato: l’ordine è di nuovo in attesa di pagamento',
  cancelled: 'Ordine annullato',
  flagSettled: 'Segnalazione risolta',
  notAwaiting: "L'ordine non è in attesa di pagamento",
  alreadyPaid: "L'ordine risulta già pagato",
  notPaid: "L'ordine non risulta pagato: non c'è un pagamento da stornare",
  cardNotReversible:
    'Un pagamento con carta non si storna da qui: rimborsarlo dalla dashboard di Stripe e annullare l’ordine',
  alreadyCancelled: "L'ordine è già annullato",
  expiredNotCancellable: "L'ordine è scaduto: i posti sono già liberi, non c'è nulla da annullare",
  nothingToPay: "L'ordine non ha importi da pagare",
  amountDiffers: (total: number) =>
    `L'importo deve essere il totale dell'ordine (${formatCents(total)}): un importo diverso non si registra`,
  futureDate: 'La data del pagamento non può essere nel futuro',
  reasonRequired: 'Indicare il motivo',
  creditNoteFailed: (why: string) => `Nota di credito non emessa: ${why}`,
  flagNotFound: 'Segnalazione non trovata o già risolta',
  acceptNeedsLate: 'Si accetta solo un pagamento arrivato per un ordine scaduto o annullato',
  acceptNeedsUnpaid: "L'ordine è già stato pagato: il pagamento va rimborsato",
} as const;

const ZReason = z
  .string()
  .trim()
  .min(1, ORDER_ACTION_MSG.reasonRequired)
  .max(REASON_MAX, `Massimo ${REASON_MAX} caratteri`);

/** POST /api/orders/{orderId}/payments */
export const ZDeskPayment = z
  .object({
    method: z.enum(DESK_PAYMENT_METHODS, { error: 'Metodo di pagamento non valido' }),
    /** the day the money was received, yyyy-MM-dd */
    paid_on: ZWireDate,
    /** cents; must be the order's total */
    amount: z
      .number('Importo non valido')
      .int('Importo non valido')
      .positive('Importo non valido')
      .max(MAX_DB_INT, 'Importo non valido'),
    note: z.string().trim().max(REASON_MAX).optional(),
  })
  .strict();
export type TDeskPayment = z.infer<typeof ZDeskPayment>;

/** POST /api/orders/{orderId}/reverse-payment and /cancel */
export const ZOrderReason = z.object({ reason: ZReason }).strict();
export type TOrderReason = z.infer<typeof ZOrderReason>;

/** POST /api/orders/{orderId}/flags/{flagId}/settle */
export const FLAG_RESOLUTIONS = ['accepted', 'refunded'] as const;
export const FLAG_RESOLUTION_LABELS: Record<(typeof FLAG_RESOLUTIONS)[number], string> = {
  accepted: 'Pagamento accettato',
  refunded: 'Rimborsato',
};
export const ZFlagSettle = z.object({ resolution: z.enum(FLAG_RESOLUTIONS) }).strict();

/** What every action answers: the order's state after it, and the credit note it issued, if any. */
export const ZOrderActionResult = z.object({
  order_id: z.number().int(),
  order_status: z.enum(['awaiting_payment', 'paid', 'expired', 'cancelled']),
  credit_note_id: z.number().int().nullable(),
  message: z.string(),
});
export type TOrderActionResult = z.infer<typeof ZOrderActionResult>;
