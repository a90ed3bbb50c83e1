import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * How an order's invoice is cancelled when its payment is undone (a reversal, a cancel): the
 * invoices feature issues the full credit note in the caller's transaction. Features that undo
 * payments call this without knowing about invoices, as they call the paid hooks.
 */
export interface CreditHooks {
  /** The full credit note of the order's live invoice: its id, or null when the order has none. */
  creditOrder(tx: Db, audit: AuditRecorder, orderId: number, actorId: number | null): Promise<number | null>;
}

let listener: CreditHooks | null = null;

/** Set once at start; the same functions for every app instance. */
export function listenToCredits(hooks: CreditHooks) {
  listener = hooks;
}

export const creditOrder = (tx: Db, audit: AuditRecorder, orderId: number, actorId: number | null) =>
  listener?.creditOrder(tx, audit, orderId, actorId) ?? Promise.resolve(null);
