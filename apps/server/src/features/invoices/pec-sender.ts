import { SDI_STATUS_LABELS, type TSdiStatus } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LeasedQueue, type LeasedQueueOptions, type QueueLog } from '../../lib/queue/leased-queue.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import { noteSendError, sdiAddress } from './pec-channel.ts';
import {
  confirmSent,
  invoiceToSend,
  markSkipped,
  markUncertain,
  PEC_SEND_MSG,
  queueInvoicesToSend,
  settleAbandoned,
  stampSending,
} from './pec-sends.ts';
import { newMessageId, type PecTransport, sendFailure } from './pec-transport.ts';

interface PecJob {
  id: number;
  invoice_id: number;
  file_name: string;
  attempts: number;
  /** set once the row is stamped `sending`: from then on, only that message's outcome counts */
  messageId?: string;
}

/** The SMTP server refused the message (or was never reached): it did not leave. */
class Refused extends Error {}

const PRODUCT = { actorId: null, requestId: null, ip: null };

/**
 * Sends each invoice still to send to SdI, one PEC message per invoice, through the leased queue of
 * sdi_pec_sends: retried with a backoff while the server refuses, never sent twice once it may
 * have left (see pec-sends.ts and decision 0021).
 */
export class PecSender extends LeasedQueue<PecJob> {
  constructor(
    db: Db,
    private readonly transport: PecTransport,
    private readonly pec: { from: string; sdiAddress: string },
    opts: LeasedQueueOptions,
    log: QueueLog,
  ) {
    super(db, opts, log, {
      table: 'sdi_pec_sends',
      columns: 'id, invoice_id, file_name, attempts',
      event: 'sdiPec',
    });
  }

  protected override async prepare() {
    await settleAbandoned(this.db);
    await queueInvoicesToSend(this.db);
  }

  protected async handle(job: PecJob) {
    const invoice = await invoiceToSend(this.db, job.invoice_id);
    if (!invoice || invoice.fileName !== job.file_name || invoice.sdiStatus !== 'to_send') {
      const status = invoice ? SDI_STATUS_LABELS[invoice.sdiStatus as TSdiStatus] : 'nuovo file';
      await markSkipped(this.db, job.id, PEC_SEND_MSG.notToSend(status));
      return;
    }
    const to = await sdiAddress(this.db, this.pec.sdiAddress);
    const messageId = newMessageId(this.pec.from, job.file_name);
    // the lease ran out and another instance claimed the row: it is theirs now
    if (!(await stampSending(this.db, job, messageId, to))) return;
    job.messageId = messageId;
    try {
      await this.transport.send({
        messageId,
        to,
        number: invoice.number,
        fileName: job.file_name,
        xml: invoice.xml,
      });
    } catch (err) {
      const failure = sendFailure(err);
      await noteSendError(this.db, failure.message);
      if (failure.refused) throw new Refused(failure.message);
      await markUncertain(this.db, job.id, messageId, `${PEC_SEND_MSG.uncertain} (${failure.message})`);
      this.log.warn({ event: 'sdiPec.uncertain', invoiceId: invoice.id }, 'PEC send interrupted');
      return;
    }
    try {
      await writeWithAudit(this.db, PRODUCT, (tx, audit) => confirmSent(tx, audit, messageId));
      this.log.info({ event: 'sdiPec.sent', invoiceId: invoice.id }, 'invoice sent to SdI over PEC');
    } catch (err) {
      // it left: the row stays `sending`, becomes uncertain at the lease's end and the acceptance
      // receipt settles it; retrying here would send it twice
      this.log.warn({ err, event: 'sdiPec.unrecorded', invoiceId: invoice.id }, 'PEC sent, not recorded');
    }
  }

  protected errorText(err: unknown) {
    return err instanceof Error ? err.message : String(err);
  }

  /** Once stamped, a failure counts only while the row is still that message's. */
  protected override failureGuard(job: PecJob): SQL {
    return job.messageId
      ? sql`message_id = ${job.messageId} AND status IN ('sending', 'uncertain')`
      : sql`status = 'queued'`;
  }

  protected override close() {
    this.transport.close();
  }
}
