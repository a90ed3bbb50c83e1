import { parseWireDate, romeWireDate, toWireDate } from '@app/shared';
import { addDays } from 'date-fns';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { PeriodicTask, type TaskLog } from '../../lib/queue/periodic-task.ts';
import { type AuditRecorder, writeWithAudit } from '../../plugins/audit.ts';
import { type DeadlineMailSettings, mailExpired, mailReminder } from './deadline-mails.ts';

/** Days before the due date the first reminder goes. */
export const REMINDER_DAYS_BEFORE = 2;
/** Orders looked at per pass; the rest wait for the next one. */
const BATCH = 200;

const PRODUCT = { actorId: null, requestId: null, ip: null };

/** yyyy-MM-dd plus `days`. */
export const plusDays = (day: string, days: number) => toWireDate(addDays(parseWireDate(day) as Date, days));

export interface DeadlineOptions extends DeadlineMailSettings {
  pollMs: number;
  /** PAYMENT_GRACE_DAYS: the order expires this many days after its due date */
  graceDays: number;
  /** what time it is (tests move it) */
  now?: () => Date;
  /** after a pass that queued mail: the outbox worker looks at once */
  queued?: () => void;
}

/** What a pass did to one order. */
type Outcome = 'before_due' | 'due_day' | 'expired' | null;

/**
 * Payment deadlines of the unpaid orders that have a due date, run every pollMs in each instance:
 * a reminder two days before the due date and one on it (each once per due date, recorded in
 * order_reminders), and `graceDays` after it the order expires (closeOrder: seats back, its
 * transfer no longer pending) and its contact is told. Each order is handled in a transaction of
 * its own under its row lock taken with SKIP LOCKED: two instances never handle the same order at
 * once, and whoever comes second finds the reminder recorded or the order expired.
 */
export class PaymentDeadlines extends PeriodicTask {
  constructor(
    private readonly db: Db,
    private readonly opts: DeadlineOptions,
    log: TaskLog,
  ) {
    super(opts.pollMs, log, 'payment deadlines');
  }

  private today() {
    return romeWireDate(this.opts.now?.() ?? new Date());
  }

  /** One pass; returns what it did to each order it acted on. */
  async runOnce(): Promise<Record<number, Outcome>> {
    const today = this.today();
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'awaiting_payment'),
          isNull(orders.deletedAt),
          isNotNull(orders.dueDate),
          lte(orders.dueDate, plusDays(today, REMINDER_DAYS_BEFORE)),
        ),
      )
      .orderBy(asc(orders.dueDate), asc(orders.id))
      .limit(BATCH);
    const done: Record<number, Outcome> = {};
    for (const { id } of due) {
      if (this.stopping) break;
      try {
        const outcome = await writeWithAudit(this.db, PRODUCT, (tx, audit) =>
          this.handle(tx, audit, id, today),
        );
        if (outcome) done[id] = outcome;
      } catch (err) {
        this.log.warn({ err, order: id }, 'payment deadline not handled');
      }
    }
    if (Object.keys(done).length > 0) {
      this.log.info({ event: 'deadlines.pass', orders: done }, 'payment deadlines');
      this.opts.queued?.();
    }
    return done;
  }

  private async handle(tx: Db, audit: AuditRecorder, orderId: number, today: string): Promise<Outcome> {
    const [order] = await tx
      .select({ dueDate: orders.dueDate })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'awaiting_payment'),
          isNull(orders.deletedAt),
          isNotNull(orders.dueDate),
        ),
      )
      .for('update', { skipLocked: true });
    // another instance holds it, or it changed since the list was read
    if (!order?.dueDate) return null;
    const dueDate = order.dueDate;
    const expiresOn = plusDays(dueDate, this.opts.graceDays);
    if (today >= expiresOn) {
      const reason = `Non pagato entro il ${dueDate}: scaduto dopo ${this.opts.graceDays} giorni di tolleranza`;
      if ((await closeOrder(tx, audit, orderId, 'expired', reason)) === null) return null;
      await mailExpired(tx, orderId, dueDate, this.opts);
      return 'expired';
    }
    const when = today >= dueDate ? 'due_day' : 'before_due';
    const sent = await mailReminder(tx, orderId, { when, dueDate, expiresOn }, this.opts);
    if (!sent) return null;
    audit.record({
      entity: 'order',
      entityId: orderId,
      action: 'remind',
      after: { reminder: when, due_date: dueDate, mail_id: sent.mailId },
    });
    return when;
  }
}
