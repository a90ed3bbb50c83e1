import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * What happens when money arrives, told to whoever listens: the invoices feature issues the
 * invoice inside the same transaction, so a payment and its invoice commit together. Features
 * that record payments (transfers, Stripe) call these without knowing about invoices.
 */
export interface PaidHooks {
  orderPaid(tx: Db, audit: AuditRecorder, orderId: number): Promise<void>;
  paymentPaid(tx: Db, audit: AuditRecorder, paymentId: number): Promise<void>;
}

let listener: PaidHooks | null = null;

/** Set once at start; the same functions for every app instance, so setting again is harmless. */
export function listenToPayments(hooks: PaidHooks) {
  listener = hooks;
}

export const orderPaid = (tx: Db, audit: AuditRecorder, orderId: number) =>
  listener?.orderPaid(tx, audit, orderId) ?? Promise.resolve();

export const paymentPaid = (tx: Db, audit: AuditRecorder, paymentId: number) =>
  listener?.paymentPaid(tx, audit, paymentId) ?? Promise.resolve();
