import { z } from 'zod';
import type { ChargedLine } from './invoice-document.ts';
import type { TNature } from './invoice-settings.ts';
import type { TVatTreatment } from './invoice-vat.ts';

/**
 * Imposta di bollo on invoices (DPR 642/1972, tariffa art. 13): € 2,00 on an invoice whose amounts
 * without VAT exceed € 77,47, paid "in modo virtuale" each quarter (DM 17 giugno 2014). It is not
 * due on exports and intra-EU supplies (N3.1–N3.4), nor on VAT-taxed amounts.
 */

/** cents */
export const STAMP_DUTY_AMOUNT = 200;
/** cents: the duty is due above, not at, € 77,47 */
export const STAMP_DUTY_THRESHOLD = 7747;
/** The Natura codes whose amounts count towards the threshold. */
export const STAMP_DUTY_NATURES: ReadonlySet<TNature> = new Set<TNature>([
  'N1',
  'N2.1',
  'N2.2',
  'N3.5',
  'N3.6',
  'N4',
]);
/** The line charging the duty to the customer: outside VAT as a sum advanced on its behalf (art. 15). */
export const STAMP_DUTY_LINE = 'Imposta di bollo (rimborso, art. 15 DPR 633/72)';
/** The line of a credit note giving the charged duty back. */
export const STAMP_DUTY_CREDIT_LINE = 'Storno imposta di bollo (rimborso, art. 15 DPR 633/72)';
/** What the invoice says of the duty (its PDF; the XML says it with DatiBollo). */
export const STAMP_DUTY_NOTE = 'Imposta di bollo assolta in modo virtuale ai sensi del DM 17 giugno 2014';

/** The N1 line that charges the duty to the customer. */
export const stampDutyLine = (): ChargedLine => ({
  description: STAMP_DUTY_LINE,
  quantity: 1,
  gross: STAMP_DUTY_AMOUNT,
  nature: 'N1',
  stamp_duty: true,
});

/**
 * Whether charged lines owe the duty: their amounts without VAT (under `treatment`, or a line's own
 * Natura) add up to more than € 77,47. A line charging the duty itself does not count towards it.
 */
export function stampDutyDue(lines: ChargedLine[], treatment: TVatTreatment): boolean {
  const exempt = lines
    .filter((l) => {
      if (l.stamp_duty) return false;
      const nature = l.nature ?? ('nature' in treatment ? treatment.nature : null);
      return nature !== null && STAMP_DUTY_NATURES.has(nature);
    })
    .reduce((sum, l) => sum + l.gross, 0);
  return exempt > STAMP_DUTY_THRESHOLD;
}

/**
 * THE rule of the duty on an order (or any sale) being priced: whether it is due on these lines
 * under this VAT treatment, and the line to add when the issuer charges it to the customer
 * (`settings.stamp_duty_charged`); null when the association absorbs it or none is due.
 */
export function stampDuty(
  lines: ChargedLine[],
  treatment: TVatTreatment,
  settings: { stamp_duty_charged: boolean },
): { due: boolean; line: ChargedLine | null } {
  const due = stampDutyDue(lines, treatment);
  return {
    due,
    line: due && settings.stamp_duty_charged && !lines.some((l) => l.stamp_duty) ? stampDutyLine() : null,
  };
}

/** The line of a duty charged when the order was priced and not due on its invoice as issued. */
export const STAMP_DUTY_NOT_DUE_LINE =
  'Importo addebitato come imposta di bollo, non dovuta: parte del corrispettivo';

/**
 * THE rule of the duty on an invoice being issued, decided with its VAT treatment as it is then:
 * whether it is due (DatiBollo), and the lines as the invoice lists them. An order priced when its
 * treatment owed the duty and charged it keeps that money: the invoice still equals what was paid.
 * When the duty is due, the charged line is the duty recharged (N1). When it is not (the settings
 * changed to VAT since), no duty is paid and there is nothing to recharge: the amount is what it is,
 * a part of the price the customer paid, taxed as the rest of the invoice.
 */
export function stampDutyOnIssue(
  lines: ChargedLine[],
  treatment: TVatTreatment,
): { due: boolean; lines: ChargedLine[] } {
  const due = stampDutyDue(lines, treatment);
  if (due) return { due, lines };
  return {
    due,
    lines: lines.map((l) =>
      l.stamp_duty ? { description: STAMP_DUTY_NOT_DUE_LINE, quantity: l.quantity, gross: l.gross } : l,
    ),
  };
}

// ── the quarterly report (GET /api/invoices/stamp-duty) ───────────────────────────────────────────

/** F24 tax codes of the imposta di bollo on electronic invoices, by quarter. */
export const STAMP_DUTY_TAX_CODES = ['2521', '2522', '2523', '2524'] as const;

/** The day each quarter's duty is paid by: end of May, September, November, and of February after. */
export function stampDutyDueBy(year: number, quarter: 1 | 2 | 3 | 4): string {
  if (quarter === 4) {
    const leap = (year + 1) % 4 === 0 && ((year + 1) % 100 !== 0 || (year + 1) % 400 === 0);
    return `${year + 1}-02-${leap ? 29 : 28}`;
  }
  return `${year}-${['05-31', '09-30', '11-30'][quarter - 1]}`;
}

export const ZStampDutyQuery = z.strictObject({
  year: z.coerce.number().int('Anno non valido').min(2019, 'Anno non valido').max(2100, 'Anno non valido'),
});

export const ZStampDutyQuarter = z.object({
  quarter: z.number().int(),
  /** invoices and credit notes that carry it (those SdI rejected excluded) */
  count: z.number().int(),
  /** cents */
  amount: z.number().int(),
  /** F24 codice tributo */
  tax_code: z.string(),
  /** yyyy-MM-dd */
  due_by: z.string(),
});
export type TStampDutyQuarter = z.infer<typeof ZStampDutyQuarter>;
