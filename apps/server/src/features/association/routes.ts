import { success, ZAssociationContact, ZAssociationContactRead, ZAssociationLogo } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSOCIATION_CONTACT_KEY, readContactEmail } from '../../lib/association-contact.ts';
import { ASSOCIATION_LOGO_KEY, readLogoFile } from '../../lib/association-logo.ts';
import { checkLogoFile } from './logo.ts';
import { saveSetting } from './setting.ts';

const reply = success({ logo: ZAssociationLogo });
const contactReply = success({ contact: ZAssociationContactRead });

/**
 * GET/PUT /api/association/logo: the logo the member site shows beside the association's name;
 * GET/PUT /api/association/contact: the address members and bookers write to (the mails' Reply-To).
 * Each change is audited as a setting.
 */
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
        await saveSetting(tx, ASSOCIATION_LOGO_KEY, file, req.user?.id ?? null);
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

  app.get(
    '/association/contact',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "L'indirizzo e-mail di contatto dell'associazione (null se non c'è)",
        response: { 200: contactReply },
      },
    },
    async () => ({ status: 'success' as const, contact: { email: await readContactEmail(app.db) } }),
  );

  app.put(
    '/association/contact',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Imposta l'indirizzo e-mail di contatto (email; null o vuoto lo toglie): è il Reply-To di ogni e-mail a soci e clienti, e le e-mail lo indicano per le domande",
        body: ZAssociationContact,
        response: { 200: contactReply },
      },
    },
    async (req) => {
      const { email } = req.body;
      await req.write(async (tx, audit) => {
        const before = await readContactEmail(tx);
        if (before === email) return;
        await saveSetting(tx, ASSOCIATION_CONTACT_KEY, email, req.user?.id ?? null);
        audit.record({
          entity: 'setting',
          entityId: ASSOCIATION_CONTACT_KEY,
          action: 'update',
          before: { contact_email: before },
          after: { contact_email: email },
        });
      });
      return { status: 'success' as const, contact: { email } };
    },
  );
}
