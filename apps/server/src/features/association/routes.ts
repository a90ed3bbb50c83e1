import { success, ZAssociationLogo } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSOCIATION_LOGO_KEY, readLogoFile } from '../../lib/association-logo.ts';
import { checkLogoFile, saveLogoFile } from './logo.ts';

const reply = success({ logo: ZAssociationLogo });

/** GET/PUT /api/association/logo: the logo the member site shows beside the association's name. */
export default async function associationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['association'];

  app.get(
    '/association/logo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Il logo dell'associazione (nome del file caricato, null se non c'è)",
        response: { 200: reply },
      },
    },
    async () => ({ status: 'success' as const, logo: { file: await readLogoFile(app.db) } }),
  );

  app.put(
    '/association/logo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Imposta il logo dell'associazione (file: nome restituito da POST /api/upload, immagine PNG, JPEG o WebP) o lo toglie (file: null)",
        body: ZAssociationLogo,
        response: { 200: reply },
      },
    },
    async (req) => {
      const { file } = req.body;
      await req.write(async (tx, audit) => {
        if (file !== null) await checkLogoFile(tx, file);
        const before = await readLogoFile(tx);
        await saveLogoFile(tx, file, req.user?.id ?? null);
        audit.record({
          entity: 'setting',
          entityId: ASSOCIATION_LOGO_KEY,
          action: 'update',
          before: { association_logo: before },
          after: { association_logo: file },
        });
      });
      return { status: 'success' as const, logo: { file } };
    },
  );
}
