import { MAIL_MSG, success, ZIdParam, ZMail, ZMailRow, ZMailsQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { listRoute } from '../../lib/routes.ts';
import { findMail, listMails, MAIL_SORTS } from './repository.ts';
import { retryMail } from './service.ts';

/** The mail outbox: what the product sent or tried to send, a preview, and a retry of a failure. */
const tags = ['mails'];

export default async function mailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoute(app, '/mails', {
    access: 'admin',
    tags,
    summary:
      'Email inviate o in invio, sotto la chiave `mails` (+ total); filtri status, kind, entity + entity_id, q (oggetto, destinatari)',
    querystring: ZMailsQuery,
    sorts: MAIL_SORTS,
    key: 'mails',
    item: ZMailRow,
    list: (query) => listMails(app.db, query),
  });

  app.get(
    '/mails/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Un'email con il suo contenuto (HTML e testo) per l'anteprima",
        params: ZIdParam,
        response: { 200: success({ mail: ZMail }) },
      },
    },
    async (req) => {
      const mail = await findMail(app.db, req.params.id);
      if (!mail) throw new AppError('not_found', 'Email non trovata');
      return { status: 'success' as const, mail };
    },
  );

  app.post(
    '/mails/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Rimette in coda un'email non inviata per un nuovo tentativo (409 se non è non inviata)",
        params: ZIdParam,
        response: { 200: success({ message: z.string(), mail: ZMail }) },
      },
    },
    async (req) => {
      await req.write((tx, audit) => retryMail(tx, audit, req.params.id));
      app.mail.kick();
      const mail = (await findMail(app.db, req.params.id))!;
      return { status: 'success' as const, message: MAIL_MSG.retryQueued, mail };
    },
  );
}
