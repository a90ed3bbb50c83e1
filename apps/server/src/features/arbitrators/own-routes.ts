import { success, ZArbitratorFileParam, ZArbitratorProfile, ZArbitratorProfileSave } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUpload, sendFile } from '../../plugins/files.ts';
import { ownFile, ownProfile, replaceOwnFile, saveOwnProfile } from './own-profile.ts';

const tags = ['arbitrator'];
const ZProfileAnswer = success({ arbitrator: ZArbitratorProfile });

/**
 * The approved arbitrator's own page on the member site (access `arbitrator`, whatever the Member
 * Area switch): their record's profile fields and files, nothing else of a member's.
 */
export default async function ownArbitratorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/arbitrator/profile',
    {
      config: { access: 'arbitrator' },
      schema: {
        tags,
        summary: 'Il proprio profilo di arbitro approvato (campi e file); 403 se non approvato',
        response: { 200: ZProfileAnswer },
      },
    },
    async (req) => ({ status: 'success' as const, arbitrator: await ownProfile(app.db, req.user!.id) }),
  );

  app.put(
    '/arbitrator/profile',
    {
      config: { access: 'arbitrator' },
      schema: {
        tags,
        summary:
          'Aggiorna i propri campi (body arbitrator: tutti i campi del profilo e version); l’approvazione resta, ogni modifica va nello Storico',
        body: ZArbitratorProfileSave,
        response: { 200: ZProfileAnswer },
      },
    },
    async (req) => {
      const arbitrator = await req.write((tx, audit) =>
        saveOwnProfile(tx, audit, req.user!.id, req.body.arbitrator),
      );
      return { status: 'success' as const, arbitrator };
    },
  );

  app.get(
    '/arbitrator/files/:field',
    {
      config: { access: 'arbitrator' },
      schema: {
        tags,
        summary: 'Un proprio file (curriculum, first_reccomandation, second_reccomandation, image)',
        params: ZArbitratorFileParam,
      },
    },
    async (req, reply) => {
      const file = await ownFile(app.db, req.user!.id, req.params.field);
      return sendFile(reply, file, 'attachment');
    },
  );

  app.put(
    '/arbitrator/files/:field',
    {
      config: { access: 'arbitrator' },
      schema: {
        tags,
        summary:
          'Sostituisce un proprio file (multipart, campo file, max 2 MiB): pdf, doc, docx per curriculum e lettere, un’immagine per la foto',
        consumes: ['multipart/form-data'],
        params: ZArbitratorFileParam,
        response: { 200: ZProfileAnswer },
      },
    },
    async (req) => {
      const upload = await readUpload(req);
      const arbitrator = await req.write((tx, audit) =>
        replaceOwnFile(tx, audit, req.user!.id, req.params.field, upload),
      );
      return { status: 'success' as const, arbitrator };
    },
  );
}
