import {
  BOOKING_REFUSAL,
  DEFAULT_LOCALE,
  success,
  type TBookingAnswer,
  ZBookingAnswer,
  ZBookingInput,
  ZBookingQuoteInput,
  ZIdParam,
  ZIdText,
  ZOrderPageAnswer,
  ZPublicConference,
  ZPublicConferenceDetail,
  ZQuoteAnswer,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { openOrderCheckout } from '../../lib/card-checkout.ts';
import {
  claimIdempotencyKey,
  idempotencyKeyOf,
  pruneIdempotencyKeys,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from '../../lib/idempotency.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { inProcessLimits, publicWriteLimit, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { inTurnOrLeave } from '../../lib/turns.ts';
import { findPublicConference, forgetCatalogue, listPublicConferences, withPrices } from './catalogue.ts';
import { linesIn } from './lines-in.ts';
import { loadOrderPage, orderInvoice } from './order-page.ts';
import { leaveWhenSoldOut, tellSeatsLeft } from './seat-news.ts';
import {
  bookingMember,
  createBooking,
  prepareBooking,
  quoteBooking,
  refuseHoneypot,
  refuseWhenSoldOut,
} from './service.ts';

const ZTokenParam = z.object({ token: z.string().max(100) });

/**
 * The public booking API (RUNNING.md, "Member site"): the catalogue, quotes, bookings paid by bank
 * transfer and the order page, open to anyone, a member's token optional. Its own scope and limits:
 * bookings counted per address in the database, quotes and reads in this process.
 */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['public'];
  const limit = await inProcessLimits(fastify);
  const readLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);
  const quoteLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);
  const publicRoute = { access: 'public' as const };

  app.get(
    '/public/conferences',
    {
      config: publicRoute,
      onRequest: readLimit,
      schema: {
        tags,
        summary: 'Le conferenze attive non ancora concluse, le più vicine prima',
        response: { 200: success({ conferences: z.array(ZPublicConference) }) },
      },
    },
    async () => ({ status: 'success' as const, conferences: await listPublicConferences(app.db) }),
  );

  app.get(
    '/public/conferences/:id',
    {
      config: publicRoute,
      onRequest: readLimit,
      schema: {
        tags,
        summary: 'Una conferenza attiva, con extra, workshop e posti rimasti',
        params: ZIdParam,
        response: { 200: success({ conference: ZPublicConferenceDetail }) },
      },
    },
    async (req) => {
      const conference = await findPublicConference(app.db, req.params.id);
      if (!conference) throw new AppError('not_found', BOOKING_REFUSAL.conferenceNotFound);
      return { status: 'success' as const, conference: await withPrices(app.db, conference) };
    },
  );

  app.post(
    '/public/orders/quote',
    {
      config: publicRoute,
      onRequest: quoteLimit,
      schema: {
        tags,
        summary:
          'Il prezzo di una prenotazione, calcolato come la calcolerebbe la prenotazione; non scrive nulla',
        body: ZBookingQuoteInput,
        response: { 200: ZQuoteAnswer },
      },
    },
    async (req) => {
      refuseHoneypot(req.body);
      const member = await bookingMember(req);
      const quote = await quoteBooking(app.db, req.body, member);
      return { status: 'success' as const, quote: { ...quote, lines: linesIn(req.locale, quote.lines) } };
    },
  );

  app.post(
    '/public/orders',
    {
      config: publicRoute,
      onRequest: publicWriteLimit('public_write'),
      schema: {
        tags,
        summary:
          "Prenota e risponde con l'ordine, il link alla sua pagina e i dati del bonifico o la pagina di pagamento con carta; con Idempotency-Key un nuovo invio risponde come il primo",
        body: ZBookingInput,
        response: { 201: ZBookingAnswer },
      },
    },
    async (req, reply) => {
      refuseHoneypot(req.body);
      const member = await bookingMember(req);
      const key = idempotencyKeyOf(req, member?.sessionId ?? null);
      if (key) await pruneIdempotencyKeys(app.db);
      const hash = requestHash({ body: req.body, member: member?.userId ?? null });
      const cardEnabled = Boolean(app.config.stripeSecretKey);
      const prepared = await prepareBooking(app.db, req.body, member, cardEnabled);
      await refuseWhenSoldOut(app.db, req.body, key);
      // bookings of one conference take turns here first, then under its row lock (lib/turns.ts);
      // one the seats left can no longer hold leaves the line when the booking ahead tells so
      const conferenceId = req.body.conference_id;
      const result = await inTurnOrLeave(
        `booking ${conferenceId}`,
        async () => {
          await refuseWhenSoldOut(app.db, req.body, key);
          const written = await req.write(
            async (tx, audit): Promise<StoredAnswer & { replayed: boolean }> => {
              const stored = key ? await claimIdempotencyKey(tx, 'public_order', key, hash) : null;
              if (stored) return { ...stored, replayed: true };
              // the booker's language: the one the booking names, else the request's
              const body = { ...req.body, language: req.body.language ?? req.locale };
              const { answer } = await createBooking(tx, audit, body, member, prepared, app.config);
              const created = { statusCode: 201, response: answer };
              if (key) await storeAnswer(tx, 'public_order', key, created);
              return { ...created, replayed: false };
            },
          );
          if (!written.replayed) await tellSeatsLeft(app.db, conferenceId);
          return written;
        },
        (leave) => leaveWhenSoldOut(app.db, req.body, key, leave),
      );
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      else {
        forgetCatalogue(app.db);
        app.mail.kick();
      }
      const answer = result.response as TBookingAnswer;
      // an answer stored before bookings said their language (kept 24 h): those orders are Italian
      answer.order.language ??= DEFAULT_LOCALE;
      if (req.body.payment_method === 'card' && answer.order.status === 'awaiting_payment') {
        // Stripe is called once the order is committed (a retry gets the same open session back)
        answer.payment = await cardCheckout(req, answer.order.order_id);
      }
      return reply.code(result.statusCode as 201).send(answer);
    },
  );

  /** The card booking's checkout; Stripe failing leaves the order booked, payable from its page. */
  async function cardCheckout(req: FastifyRequest, orderId: number) {
    try {
      return await openOrderCheckout(req, orderId);
    } catch (err) {
      req.log.warn({ err, order: orderId }, 'card checkout not opened at booking');
      return null;
    }
  }

  app.get(
    '/public/orders/:token',
    {
      config: publicRoute,
      onRequest: readLimit,
      schema: {
        tags,
        summary:
          'Un ordine dal suo link: stato, righe, dati del bonifico finché è atteso, fatture una volta pagato',
        params: ZTokenParam,
        response: { 200: ZOrderPageAnswer },
      },
    },
    async (req) => {
      const page = await loadOrderPage(app.db, req.params.token, app.config.publicUrl);
      if (!page) throw new AppError('not_found', BOOKING_REFUSAL.orderNotFound);
      // the page is read in the reader's language, whoever booked
      return { ...page, order: { ...page.order, lines: linesIn(req.locale, page.order.lines) } };
    },
  );

  app.get(
    '/public/orders/:token/invoices/:id/pdf',
    {
      config: publicRoute,
      onRequest: readLimit,
      schema: {
        tags,
        summary: "La copia di cortesia in PDF di una fattura dell'ordine",
        params: ZTokenParam.extend({ id: ZIdText }),
      },
    },
    async (req, reply) => {
      const invoice = await orderInvoice(app.db, req.params.token, req.params.id);
      if (!invoice) throw new AppError('not_found', BOOKING_REFUSAL.invoiceNotFound);
      const name = invoice.fileName.replace(/\.xml$/, '.pdf');
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      return reply.type('application/pdf').send(await renderInvoicePdf(invoice.document));
    },
  );
}
