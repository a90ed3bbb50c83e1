import { romeWireDate } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, tickets } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { attendanceCertificate } from '../../lib/mail/templates/attendance-certificate.v1.ts';
import { textIn } from '../../lib/mail/words.ts';
import { PeriodicTask, type TaskLog } from '../../lib/queue/periodic-task.ts';
import { renderCertificatePdf } from '../../lib/tickets/certificate-pdf.ts';
import { associationOf } from '../../lib/tickets/ticket-mail.ts';
import { certificatesDue, certificateUrl, readTickets } from '../../lib/tickets/tickets.ts';
import { type AuditRecorder, writeWithAudit } from '../../plugins/audit.ts';

const PRODUCT = { actorId: null, requestId: null, ip: null };
const BATCH = 100;

export interface CertificateMailOptions {
  pollMs: number;
  publicUrl: string;
  now?: () => Date;
  queued?: () => void;
}

/**
 * Mails each attendance certificate once its conference has ended (the day after its last day,
 * Europe/Rome): to every participant checked in or marked present, with an e-mail, once. Each ticket
 * is handled in a transaction of its own under its row lock taken with SKIP LOCKED, so two
 * instances never mail the same certificate; a participant marked later gets theirs at the next pass.
 */
export class CertificateMails extends PeriodicTask {
  constructor(
    private readonly db: Db,
    private readonly opts: CertificateMailOptions,
    log: TaskLog,
  ) {
    super(opts.pollMs, log, 'certificate mails');
  }

  async runOnce(): Promise<number[]> {
    const today = romeWireDate(this.opts.now?.() ?? new Date());
    const due = await certificatesDue(this.db, today, BATCH);
    const sent: number[] = [];
    for (const { id } of due) {
      if (this.stopping) break;
      try {
        const done = await writeWithAudit(this.db, PRODUCT, (tx, audit) => this.handle(tx, audit, id));
        if (done) sent.push(id);
      } catch (err) {
        this.log.warn({ err, ticket: id }, 'certificate mail not queued');
      }
    }
    if (sent.length > 0) {
      this.log.info({ event: 'certificates.mailed', tickets: sent }, 'certificate mails');
      this.opts.queued?.();
    }
    return sent;
  }

  private async handle(tx: Db, audit: AuditRecorder, ticketId: number): Promise<boolean> {
    const [locked] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), isNull(tickets.certificateMailedAt)))
      .for('update', { skipLocked: true });
    if (!locked) return false;
    const [t] = await readTickets(tx, and(eq(tickets.id, ticketId)));
    if (!t?.checkedInAt || t.orderStatus !== 'paid') return false;
    await tx.update(tickets).set({ certificateMailedAt: new Date() }).where(eq(tickets.id, ticketId));
    if (!t.email.trim()) return true;
    const [conf] = await tx
      .select({ description: conferences.description })
      .from(conferences)
      .where(eq(conferences.id, t.conference.id));
    const association = await associationOf(tx);
    const pdf = await renderCertificatePdf(t, association);
    // in the order's language, the conference under its English title when it has one
    const { id: mailId } = await enqueueMail(tx, {
      ...attendanceCertificate(
        {
          name: t.name,
          surname: t.surname,
          conference: {
            ...t.conference,
            title: textIn(t.language, t.conference.title, t.conference.title_en),
            description: conf?.description ?? '',
          },
          certificate_url: t.publicToken ? certificateUrl(this.opts.publicUrl, t.publicToken, t.id) : null,
        },
        t.language,
      ),
      attachments: [
        {
          filename: `${t.language === 'en' ? 'certificate' : 'attestato'}-${t.orderId}-${t.id}.pdf`,
          content_type: 'application/pdf',
          content_base64: pdf.toString('base64'),
        },
      ],
      to: [t.email],
      entity: 'order',
      entityId: t.orderId,
    });
    audit.record({
      entity: 'order',
      entityId: t.orderId,
      action: 'certificate_mailed',
      after: { ticket_id: t.id, mail_id: mailId },
    });
    return true;
  }
}
