import { CHECKIN_MSG, success, ZIdText, ZMemberCertificate } from '@app/shared';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, participants, tickets, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderCertificatePdf } from '../../lib/tickets/certificate-pdf.ts';
import { associationOf } from '../../lib/tickets/ticket-mail.ts';
import { renderTicketPdf, ticketQrSvg } from '../../lib/tickets/ticket-pdf.ts';
import { readTickets, type TicketView, tokenTicket } from '../../lib/tickets/tickets.ts';
import { contentDisposition } from '../../plugins/files.ts';

const ZTicketParams = z.object({ token: z.string().max(100), id: ZIdText });

/** The certificate of an attended ticket of a paid order; 404/409 otherwise. */
function certifiable(t: TicketView | null): TicketView {
  if (!t) throw new AppError('not_found', CHECKIN_MSG.ticketNotFound);
  if (t.orderStatus !== 'paid') throw new AppError('conflict', CHECKIN_MSG.certificateUnpaid);
  if (!t.checkedInAt) throw new AppError('conflict', CHECKIN_MSG.certificateNotYet);
  return t;
}

/**
 * A ticket's documents by the order's token (like the invoices): its PDF, its QR as SVG, and the
 * attendance certificate once the participant is checked in; and a member's own certificates.
 */
export async function ticketDocumentRoutes(fastify: FastifyInstance, readLimit: onRequestHookHandler) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pub = { config: { access: 'public' as const }, onRequest: readLimit };
  const tags = ['public'];
  const paidTicket = async (token: string, id: number) => {
    const t = await tokenTicket(app.db, token, id);
    if (!t) throw new AppError('not_found', CHECKIN_MSG.ticketNotFound);
    if (t.orderStatus !== 'paid') throw new AppError('not_found', CHECKIN_MSG.ticketNotFound);
    return t;
  };

  app.get(
    '/public/orders/:token/tickets/:id/pdf',
    {
      ...pub,
      schema: { tags, summary: 'Il biglietto in PDF, con il QR del suo codice', params: ZTicketParams },
    },
    async (req, reply) => {
      const t = await paidTicket(req.params.token, req.params.id);
      const pdf = await renderTicketPdf(t, (await associationOf(app.db)).name);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `biglietto-${t.orderId}-${t.id}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/public/orders/:token/tickets/:id/qr.svg',
    { ...pub, schema: { tags, summary: 'Il QR del codice del biglietto (SVG)', params: ZTicketParams } },
    async (req, reply) => {
      const t = await paidTicket(req.params.token, req.params.id);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'private, no-store')
        .send(await ticketQrSvg(t.code));
    },
  );

  app.get(
    '/public/orders/:token/tickets/:id/certificate',
    {
      ...pub,
      schema: {
        tags,
        summary: "L'attestato di partecipazione in PDF: 409 finché il partecipante non risulta presente",
        params: ZTicketParams,
      },
    },
    async (req, reply) => {
      const t = certifiable(await tokenTicket(app.db, req.params.token, req.params.id));
      const pdf = await renderCertificatePdf(t, await associationOf(app.db));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `attestato-${t.orderId}-${t.id}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  /** The member's own tickets: booked for them (their account) or with their e-mail. */
  const ownTickets = async (userId: number, extra?: ReturnType<typeof eq>) => {
    const [me] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!me) throw new AppError('unauthorized');
    return readTickets(
      app.db,
      and(
        eq(orders.status, 'paid'),
        isNotNull(tickets.checkedInAt),
        or(
          eq(participants.userId, userId),
          sql`lower(trim(${participants.email})) = ${me.email.trim().toLowerCase()}`,
        ),
        extra,
      ),
    );
  };

  app.get(
    '/member/certificates',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member'],
        summary: 'Gli attestati di partecipazione del socio (conferenze in cui risulta presente)',
        response: { 200: success({ certificates: z.array(ZMemberCertificate) }) },
      },
    },
    async (req) => {
      const list = await ownTickets(req.user!.id);
      return {
        status: 'success' as const,
        certificates: list.map((t) => ({
          conference: t.conference.title,
          date_start: t.conference.date_start,
          date_end: t.conference.date_end,
          participant: `${t.name} ${t.surname}`.trim(),
          certificate_url: `/api/member/certificates/${t.id}/pdf`,
        })),
      };
    },
  );

  app.get(
    '/member/certificates/:id/pdf',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member'],
        summary: 'Un attestato di partecipazione del socio in PDF',
        params: z.object({ id: ZIdText }),
      },
    },
    async (req, reply) => {
      const [t] = await ownTickets(req.user!.id, eq(tickets.id, req.params.id));
      if (!t) throw new AppError('not_found', CHECKIN_MSG.ticketNotFound);
      const pdf = await renderCertificatePdf(t, await associationOf(app.db));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `attestato-${t.orderId}-${t.id}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
