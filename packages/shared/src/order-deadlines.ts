import { z } from 'zod';
import { ZWireDate } from './dates.ts';

/** An unpaid order's due date, extended by an admin: POST /api/orders/{orderId}/due-date. */
export const ZDueDateBody = z.object({ due_date: ZWireDate });
export type TDueDateBody = z.infer<typeof ZDueDateBody>;

export const DUE_DATE_MSG = {
  extended: 'Scadenza prorogata',
  notFuture: 'La nuova scadenza deve essere una data futura',
  notAwaiting: 'Si può prorogare solo un ordine in attesa di pagamento',
  notFound: 'Ordine non trovato',
} as const;
