import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * What happens when money arrives, told to whoever listens, in the payment's own transaction:
 * first the invoices feature issues the invoice, then the attendance feature the tickets, then the
 * order's mails are queued (they attach that invoice and each participant's ticket). Features that record payments (transfers, Stripe, the desk) call these without
 * knowing who listens.
 */
export interface PaidHooks {
  orderPaid?(tx: Db, audit: AuditRecorder, orderId: number): Promise<void>;
  paymentPaid?(tx: Db, audit: AuditRecorder, paymentId: number): Promise<void>;
}

/** The listeners, in the order they run. */
const STAGES = ['invoice', 'tickets', 'mails'] as const;
type Stage = (typeof STAGES)[number];

/** Each stage's listeners by name (the feature listening), in the order they were first set. */
const listeners = new Map<Stage, Map<string, PaidHooks>>(STAGES.map((s) => [s, new Map()]));

/**
 * Set once at start; the same functions for every app instance, so setting again (same stage and
 * name) is harmless. Several features may listen at one stage under names of their own.
 */
export function listenToPayments(stage: Stage, hooks: PaidHooks, name: string = stage): () => void {
  listeners.get(stage)!.set(name, hooks);
  // the listener's removal: a test's own listener must not outlive its file (test files share a process)
  return () => {
    if (listeners.get(stage)!.get(name) === hooks) listeners.get(stage)!.delete(name);
  };
}

const each = (stage: Stage) => listeners.get(stage)!.values();

export async function orderPaid(tx: Db, audit: AuditRecorder, orderId: number) {
  for (const stage of STAGES) for (const h of each(stage)) await h.orderPaid?.(tx, audit, orderId);
}

export async function paymentPaid(tx: Db, audit: AuditRecorder, paymentId: number) {
  for (const stage of STAGES) for (const h of each(stage)) await h.paymentPaid?.(tx, audit, paymentId);
}
