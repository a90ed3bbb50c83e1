import {
  CHECKIN_MSG,
  success,
  ZAttendanceAnswer,
  ZAttendanceImportAnswer,
  ZAttendanceImportBody,
  ZAttendee,
  ZCheckinAnswer,
  ZCheckinBody,
  ZIdParam,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tickets } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listenToPayments } from '../../lib/paid-hooks.ts';
import { inProcessLimits, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { issueTickets, readTickets } from '../../lib/tickets/tickets.ts';
import { attendanceExportRoutes } from './attendance-export.ts';
import { importAttendance } from './attendance-import.ts';
import { CertificateMails } from './certificate-mails.ts';
import { conferenceOf, conferenceTickets } from './repository.ts';
import { checkIn, checkInCode, toAttendee, undoCheckIn } from './service.ts';
import { ticketDocumentRoutes } from './ticket-documents.ts';

/** How often ended conferences are looked at for certificates to mail. */
const POLL_MS = 15 * 60_000;

const ticketById = async (db: Parameters<typeof readTickets>[0], id: number) =>
  (await readTickets(db, and(eq(tickets.id, id))))[0] ?? null;

/**
 * The conference day (RUNNING.md "Attendance"): tickets issued when an order is paid, check-in at
 * the door, the attendance list with its exports and the streaming import, the certificates (public
 * by the order's token, the member's own, mailed when the conference has ended).
 */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['attendance'];
  const admin = { access: 'admin' as const };
  listenToPayments('tickets', { orderPaid: (tx, _audit, orderId) => issueTickets(tx, orderId) });
  const certificates = new CertificateMails(
    app.db,
    { pollMs: POLL_MS, publicUrl: app.config.publicUrl, queued: () => app.mail.kick() },
    app.log,
  );
  app.addHook('onReady', async () => certificates.start());
  app.addHook('preClose', async () => certificates.stop());

  app.post(
    '/checkin',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Registra l'ingresso di un biglietto dal suo codice (QR o digitato): 409 se già usato (dice quando), se l'ordine non è pagato o è di un'altra conferenza; 404 se sconosciuto",
        body: ZCheckinBody,
        response: { 200: ZCheckinAnswer },
      },
    },
    async (req) => {
      const done = await req.write((tx, audit) =>
        checkInCode(tx, audit, req.body.code, req.body.conference_id, req.user?.id ?? null),
      );
      const who = `${done.participant.name} ${done.participant.surname}`.trim();
      return { status: 'success' as const, message: CHECKIN_MSG.welcome(who), ...done };
    },
  );

  app.post(
    '/tickets/:id/checkin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Segna presente un partecipante (per esempio chi ha seguito in streaming)',
        params: ZIdParam,
        response: { 200: ZCheckinAnswer },
      },
    },
    async (req) => {
      const done = await req.write(async (tx, audit) =>
        checkIn(tx, audit, {
          ticket: await ticketById(tx, req.params.id),
          userId: req.user?.id ?? null,
          how: 'marked',
        }),
      );
      const who = `${done.participant.name} ${done.participant.surname}`.trim();
      return { status: 'success' as const, message: CHECKIN_MSG.welcome(who), ...done };
    },
  );

  app.delete(
    '/tickets/:id/checkin',
    {
      config: admin,
      schema: {
        tags,
        summary: "Annulla l'ingresso registrato per errore (resta nel registro delle attività)",
        params: ZIdParam,
        response: { 200: success({ message: z.string(), participant: ZAttendee }) },
      },
    },
    async (req) => {
      const participant = await req.write(async (tx, audit) =>
        undoCheckIn(tx, audit, await ticketById(tx, req.params.id)),
      );
      return { status: 'success' as const, message: CHECKIN_MSG.undone, participant };
    },
  );

  app.get(
    '/conferences/:id/attendance',
    {
      config: admin,
      schema: {
        tags,
        summary: 'I partecipanti degli ordini pagati della conferenza, entrati e non, con i conteggi',
        params: ZIdParam,
        response: { 200: ZAttendanceAnswer },
      },
    },
    async (req) => {
      const conference = await conferenceOf(app.db, req.params.id);
      if (!conference) throw new AppError('not_found', CHECKIN_MSG.conferenceNotFound);
      const attendees = (await conferenceTickets(app.db, conference.id)).map(toAttendee);
      const arrived = attendees.filter((a) => a.checked_in_at !== null).length;
      return {
        status: 'success' as const,
        conference,
        counts: { total: attendees.length, arrived, missing: attendees.length - arrived },
        attendees,
      };
    },
  );

  app.post(
    '/conferences/:id/attendance/import',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Importa l\'elenco presenze della piattaforma di streaming (CSV con una colonna "email"): segna presenti i partecipanti in streaming con quegli indirizzi',
        params: ZIdParam,
        body: ZAttendanceImportBody,
        response: { 200: ZAttendanceImportAnswer },
      },
    },
    async (req) => {
      const conference = await conferenceOf(app.db, req.params.id);
      if (!conference) throw new AppError('not_found', CHECKIN_MSG.conferenceNotFound);
      const result = await req.write((tx, audit) =>
        importAttendance(tx, audit, conference.id, req.body.csv, req.user?.id ?? null),
      );
      return {
        status: 'success' as const,
        message: CHECKIN_MSG.imported(result.marked, result.unknown.length),
        ...result,
      };
    },
  );

  await attendanceExportRoutes(app);
  const limit = await inProcessLimits(fastify);
  await ticketDocumentRoutes(app, limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit));
}
