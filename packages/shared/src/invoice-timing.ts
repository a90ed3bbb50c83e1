import { differenceInCalendarDays } from 'date-fns';
import { formatDisplayDate, parseWireDate } from './dates.ts';

/**
 * When an invoice is dated and by when it is due. An immediate invoice carries in `Data` the date
 * of the operation — for a service, the day it was paid — and reaches the SdI within 12 days of it
 * (art. 21 c. 4 DPR 633/72; Circ. AdE 14/E 2019: the SdI's receipt attests the transmission).
 */

/** Days an immediate invoice has to reach the SdI after its operation. */
export const IMMEDIATE_INVOICE_DAYS = 12;

/** Days from `from` to `to` (wire dates), 0 when either is unreadable. */
export function daysFrom(from: string, to: string): number {
  const a = parseWireDate(from);
  const b = parseWireDate(to);
  return a && b ? differenceInCalendarDays(b, a) : 0;
}

/** An invoice of an operation of `operation` issued on `today` is late: days past the term, or 0. */
export const daysLate = (operation: string, today: string) =>
  Math.max(0, daysFrom(operation, today) - IMMEDIATE_INVOICE_DAYS);

export const INVOICE_TIMING_MSG = {
  /** what the admin reads before issuing an invoice past the term */
  lateConfirm: (operation: string, today: string) =>
    `Il pagamento è del ${formatDisplayDate(operation)}, ${daysFrom(operation, today)} giorni fa: oltre i ${IMMEDIATE_INVOICE_DAYS} giorni entro cui la fattura immediata va trasmessa allo SdI (art. 21 c. 4 DPR 633/72). La fattura porterà la data del pagamento, ${formatDisplayDate(operation)}, e sarà in ritardo.`,
  /** what the admin reads once it is issued */
  lateIssued: (number: string, operation: string, today: string) =>
    `Fattura ${number} emessa in ritardo: il pagamento è del ${formatDisplayDate(operation)}, ${daysFrom(operation, today)} giorni fa, oltre i ${IMMEDIATE_INVOICE_DAYS} giorni previsti (art. 21 c. 4 DPR 633/72). Il file XML porta la data dell'operazione, ${formatDisplayDate(operation)}: trasmetterlo subito e sentire il commercialista per la regolarizzazione.`,
  issued: (number: string, date: string) => `Fattura ${number} del ${formatDisplayDate(date)} emessa`,
} as const;
