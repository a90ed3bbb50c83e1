import { addYears, differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';
import { ZSelectionQuery } from './bulk.ts';
import { TRANSFER_TYPES } from './constants.ts';
import { parseWireDate, romeWireDate, toWireDate } from './dates.ts';
import { ZListQuery } from './lists.ts';

export const ZTransferType = z.enum(TRANSFER_TYPES);
export type TTransferType = z.infer<typeof ZTransferType>;

/** Labels of the manual transfers screen. */
export const TRANSFER_STATUS_LABELS = { true: 'Confermato', false: 'Non confermato' } as const;
export const TRANSFER_LINK_LABELS: Record<TTransferType, string> = {
  MEMBERSHIP: 'Membership',
  CONFERENCE: 'Ordine Conferenza',
};

/**
 * One pending bank transfer. data.id is what the link opens: the order id for CONFERENCE
 * (/order/{id}), the membership's Stripe subscription id `sub_…` for MEMBERSHIP (/memberships/{id}).
 */
export const ZManualTransfer = z.object({
  id: z.number().int(),
  email: z.string(),
  type: ZTransferType,
  data: z.object({
    id: z.union([z.number().int(), z.string()]),
    /** the remittance reason */
    order: z.string(),
    /** amount due, cents */
    amount: z.number().int(),
    confirm: z.boolean(),
  }),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** ISO 11649 creditor reference (RF…), compact; null for transfers made before the booking site */
  reference: z.string().nullable(),
  /** last day to pay, yyyy-MM-dd */
  due_date: z.string().nullable(),
  version: z.number().int(),
});
export type TManualTransfer = z.infer<typeof ZManualTransfer>;

const ZBoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/manual-transfers: the list query plus ?type=MEMBERSHIP|CONFERENCE and ?confirm=true|false. */
export const ZManualTransfersQuery = ZListQuery.extend({
  ...ZSelectionQuery.shape,
  type: ZTransferType.optional(),
  confirm: ZBoolParam.optional(),
});
export type TManualTransfersQuery = z.infer<typeof ZManualTransfersQuery>;

/**
 * The membership end date after a confirmed transfer (RUNNING.md, "Members and bookers": a year paid
 * is a year): a membership still running (its end today or later, in Italy) runs a year past its
 * current end; one ended, or without an end, a year from today. Dates are yyyy-MM-dd.
 */
export function membershipEndAfterTransfer(currentEnd: string | null | undefined, today: Date): string {
  // calendar arithmetic on Italy's day: local midnight of that day, whatever the process zone
  const todayWire = romeWireDate(today);
  const from = currentEnd && currentEnd >= todayWire ? currentEnd : todayWire;
  return toWireDate(addYears(parseWireDate(from) as Date, 1));
}

/** Whole days in Italy from the day a transfer was made (an ISO instant) to `now`: its age. */
export function daysSince(instant: string, now: Date = new Date()): number {
  const from = parseWireDate(romeWireDate(new Date(instant))) as Date;
  const to = parseWireDate(romeWireDate(now)) as Date;
  return Math.max(0, differenceInCalendarDays(to, from));
}

/** "oggi", "1 giorno", "12 giorni". */
export const ageText = (days: number) => (days === 0 ? 'oggi' : days === 1 ? '1 giorno' : `${days} giorni`);
