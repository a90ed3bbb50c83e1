import { z } from 'zod';

/** What the order page's payment actions answer when they cannot. */
export const ORDER_PAYMENT_MSG = {
  orderNotFound: 'Ordine non trovato',
  cardUnavailable: 'Pagamento con carta non disponibile',
  cardDown: 'Il pagamento con carta non risponde: riprovare tra qualche minuto o pagare con bonifico',
  nothingToPay: "L'ordine non ha importi da pagare",
  tooSmallForCard: 'Importo inferiore al minimo per il pagamento con carta (€ 0,50): pagare con bonifico',
  paid: "L'ordine risulta già pagato",
  expired: "L'ordine è scaduto: non è più possibile pagarlo",
  cancelled: "L'ordine è stato annullato: non è più possibile pagarlo",
} as const;

/** What an admin reads on an order that money reached when it could not take it. */
export const ORDER_FLAG_KINDS = ['late_payment', 'double_payment'] as const;
export const ORDER_FLAG_LABELS: Record<(typeof ORDER_FLAG_KINDS)[number], string> = {
  late_payment: 'Pagamento arrivato per un ordine scaduto o annullato',
  double_payment: 'Pagamento arrivato per un ordine già pagato',
};
export const ZOrderFlag = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_FLAG_KINDS),
  label: z.string(),
  method: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type TOrderFlag = z.infer<typeof ZOrderFlag>;
