import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * What happens when money arrives, told to whoever listens, in the payment's own transaction:
 * first the invoices feature issues the invoice, then the order's mails are queued (they attach
 * that invoice). Features that record payments (transfers, Stripe, the desk) call these without
 * knowing who listens.
 */
export interface PaidHooks {
  orderPaid?(tx: Db, audit: AuditRecorder, orderId: number): Promise<void>;
  paymentPaid?(tx: Db, audit: AuditRecorder, paymentId: number): Promise<void>;
}

/** The listeners, in the order they run. */
const STAGES = ['invoice', 'mails'] as const;
type Stage = (typeof STAGES)[number];

const listeners = new Map<Stage, PaidHooks>();

/** Set once at start; the same functions for every app instance, so setting again is harmless. */
export function listenToPayments(stage: Stage, hooks: PaidHooks) {
  listeners.set(stage, hooks);
}

export async function orderPaid(tx: Db, audit: AuditRecorder, orderId: number) {
  for (const stage of STAGES) await listeners.get(stage)?.orderPaid?.(tx, audit, orderId);
}

export async function paymentPaid(tx: Db, audit: AuditRecorder, paymentId: number) {
  for (const stage of STAGES) await listeners.get(stage)?.paymentPaid?.(tx, audit, paymentId);
}
