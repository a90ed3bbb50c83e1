import { APPLICATION_FILES, APPLICATION_MSG, ZApplicationAnswer } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { browserLanguage } from '../../lib/member-language.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { publicWriteLimit } from '../../lib/public-limits.ts';
import { checkApplication, createApplication } from './service.ts';

/**
 * POST /api/public/arbitrator-applications (RUNNING.md, "Member site"): counted with the bookings
 * per client address, read and checked whole before one transaction writes user, files, arbitrator
 * and receipt.
 */
export default async function arbitratorApplicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/public/arbitrator-applications',
    {
      config: { access: 'public' },
      onRequest: publicWriteLimit('public_write'),
      schema: {
        tags: ['public'],
        summary:
          'Candidatura arbitro (multipart: application = JSON dei campi arbitro, email, name, surname, privacy_accepted; file curriculum, first_reccomandation, second_reccomandation (pdf, doc, docx) e image, max 2 MiB ciascuno)',
        consumes: ['multipart/form-data'],
        response: { 201: ZApplicationAnswer },
      },
    },
    async (req, reply) => {
      const form = await readForm(req, { fields: ['application', 'website'], files: APPLICATION_FILES });
      const checked = await checkApplication(form.fields, form.files);
      // the new account's language: the one the applicant's browser asked for (their mails follow it)
      const language = browserLanguage(req);
      const application = await req.write((tx, audit) => createApplication(tx, audit, checked, language));
      app.mail.kick();
      return reply
        .code(201)
        .send({ status: 'success' as const, application, message: APPLICATION_MSG.received });
    },
  );
}
