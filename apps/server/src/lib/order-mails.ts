import {
  bookingForLines,
  formatNumberedIntolerances,
  linesTotal,
  orderLines,
  participantCharges,
  quoteOf,
  type TLocale,
  type TOrderParticipant,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conferences, orders } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { invoiceAttachment } from './invoice-attachment.ts';
import { enqueueMail } from './mail/outbox.ts';
import { orderCancelled } from './mail/templates/order-cancelled.v1.ts';
import { orderConfirmation } from './mail/templates/order-confirmation.v1.ts';
import { participation } from './mail/templates/participation.v1.ts';
import { participationCancelled } from './mail/templates/participation-cancelled.v1.ts';
import { localeOf, textIn } from './mail/words.ts';
import { loadParticipants } from './order-participants.ts';
import { ticketAttachments } from './tickets/ticket-mail.ts';

/**
 * Who is told what about an order: its contact the whole order (lines as invoiced, total, the
 * invoice's PDF), each participant only their own participation, in a message of their own; all
 * of it in the order's language (the booker's), the conference under its English title when it has
 * one and the order is in English.
 */

export interface MailOrder {
  id: number;
  status: string;
  paidAt: Date | null;
  paymentMethod: string | null;
  contactEmail: string | null;
  publicToken: string | null;
  couponCode: string | null;
  discount: number;
  stampDuty: number;
  dueDate: string | null;
  /** the booker's language: every mail about the order is written in it */
  language: TLocale;
  /** the conference's title as the invoice's lines name it (Italian) */
  invoicedTitle: string;
  /** the conference as the order's language says it */
  conference: {
    id: number;
    title: string;
    city: string;
    description: string;
    date_start: string;
    date_end: string;
  };
  participants: TOrderParticipant[];
}

/** The order, its conference's practical details and its participants; null when there is none. */
export async function loadMailOrder(db: Db, orderId: number): Promise<MailOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      contactEmail: orders.contactEmail,
      publicToken: orders.publicToken,
      couponCode: orders.couponCode,
      discount: orders.discount,
      stampDuty: orders.stampDuty,
      dueDate: orders.dueDate,
      language: orders.language,
      conference: {
        id: conferences.id,
        title: conferences.title,
        titleEn: conferences.titleEn,
        city: conferences.city,
        description: conferences.description,
        descriptionEn: conferences.descriptionEn,
        date_start: conferences.dateStart,
        date_end: conferences.dateEnd,
      },
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const language = localeOf(row.language);
  const { titleEn, descriptionEn, ...c } = row.conference;
  return {
    ...row,
    language,
    invoicedTitle: c.title,
    conference: {
      ...c,
      title: textIn(language, c.title, titleEn),
      description: textIn(language, c.description, descriptionEn),
    },
    participants: await loadParticipants(db, orderId),
  };
}

/** The contact: the booker's e-mail, else (an order typed in the back-office) the first participant's. */
export const contactOf = (o: MailOrder) =>
  o.contactEmail?.trim() || o.participants.find((p) => p.email.trim())?.email.trim() || null;

export const orderUrl = (publicUrl: string, o: { publicToken: string | null }) =>
  o.publicToken ? `${publicUrl}/area/ordini/${o.publicToken}` : null;

const forLines = (o: MailOrder) =>
  bookingForLines({
    conference: { title: o.invoicedTitle },
    coupon_code: o.couponCode,
    discount: o.discount,
    partecipants: o.participants,
    stamp_duty: o.stampDuty,
  });

/**
 * Queues the order's mails in `tx`: the confirmation to the contact (with the invoice's PDF when
 * it has one; left out with `toContact: false`), then one participation to each participant with
 * an e-mail. Returns the outbox ids, the contact's first; none when nobody has an address.
 */
export async function enqueueOrderMails(
  tx: Db,
  o: MailOrder,
  publicUrl: string,
  { toContact = true } = {},
): Promise<number[]> {
  const ids: number[] = [];
  const paid = o.status === 'paid' && o.paidAt !== null;
  const contact = toContact ? contactOf(o) : null;
  if (contact) {
    const invoice = paid ? await invoiceAttachment(tx, { orderId: o.id }) : null;
    const { id } = await enqueueMail(tx, {
      ...orderConfirmation(
        {
          order_id: o.id,
          conference: o.conference,
          quote: quoteOf(forLines(o)),
          paid_at: paid ? (o.paidAt?.toISOString() ?? null) : null,
          payment_method: o.paymentMethod,
          invoice: invoice?.number ?? null,
          order_url: orderUrl(publicUrl, o),
        },
        o.language,
      ),
      attachments: invoice ? [invoice.attachment] : [],
      to: [contact],
      entity: 'order',
      entityId: o.id,
    });
    ids.push(id);
  }
  const lines = orderLines(forLines(o));
  // each participant's own ticket, once the order is paid (issued by the paid hook before the mails)
  const ticketOf = paid ? await ticketAttachments(tx, o.id) : new Map();
  for (const [i, p] of o.participants.entries()) {
    if (!p.email.trim()) continue;
    const own = lines.filter((l) => l.participant === i);
    const notes = participantCharges(p).optionals.flatMap((x) => x.notes);
    const { id } = await enqueueMail(tx, {
      ...participation(
        {
          order_id: o.id,
          name: p.name,
          surname: p.surname,
          conference: o.conference,
          lines: own.map((l) => ({ label: l.description, quantity: l.quantity, amount: l.gross })),
          subtotal: linesTotal(own),
          notes: notes.length ? [formatNumberedIntolerances(notes)] : [],
          confirmed: paid,
        },
        o.language,
      ),
      attachments: p.id !== undefined && ticketOf.has(p.id) ? [ticketOf.get(p.id)] : [],
      to: [p.email],
      entity: 'order',
      entityId: o.id,
    });
    ids.push(id);
  }
  return ids;
}

/**
 * Queues, in the cancel's transaction, what an order's cancellation tells: its contact the order
 * cancelled (refund and credit note for a paid one), then each participant with an e-mail that
 * their place is gone — for a paid order, the confirmation they held. Returns the outbox ids.
 */
export async function enqueueCancelMails(
  tx: Db,
  o: MailOrder,
  c: { paid: boolean; creditNote: string | null },
): Promise<number[]> {
  const ids: number[] = [];
  const contact = contactOf(o);
  const about = { entity: 'order', entityId: o.id };
  if (contact) {
    const mail = orderCancelled(
      {
        order_id: o.id,
        conference: o.conference.title,
        paid: c.paid,
        credit_note: c.creditNote,
      },
      o.language,
    );
    ids.push((await enqueueMail(tx, { ...mail, to: [contact], ...about })).id);
  }
  for (const p of o.participants) {
    if (!p.email.trim()) continue;
    const mail = participationCancelled(
      {
        order_id: o.id,
        name: p.name,
        surname: p.surname,
        conference: o.conference,
        confirmed: c.paid,
      },
      o.language,
    );
    ids.push((await enqueueMail(tx, { ...mail, to: [p.email], ...about })).id);
  }
  return ids;
}

/**
 * The paid hook after the invoice's: the order just became paid (its invoice, if any, issued in
 * this same transaction), so its contact and participants are told, once per payment.
 */
export function mailsOnPaid(publicUrl: string) {
  return async (tx: Db, audit: AuditRecorder, orderId: number) => {
    const order = await loadMailOrder(tx, orderId);
    if (!order) return;
    const ids = await enqueueOrderMails(tx, order, publicUrl);
    if (ids.length === 0) return;
    audit.record({ entity: 'order', entityId: orderId, action: 'notify_paid', after: { mail_ids: ids } });
  };
}
