import { isLogoType, success } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readContactEmail } from '../../lib/association-contact.ts';
import { logoUrl, readLogoFile } from '../../lib/association-logo.ts';
import { inProcessLimits, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { loadFile, sendFile } from '../../plugins/files.ts';
import { associationName, listPublicCountries } from './repository.ts';

const ZPublicCountry = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const ZPublicAssociation = z.object({
  name: z.string(),
  card_payments: z.boolean(),
  logo_url: z.string().nullable(),
  /** the address members and bookers write to, or null when none is set */
  contact_email: z.string().nullable(),
});

/** Reference data the member site needs without a token: nothing here is the back-office's own. */
export default async function publicLookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // read per client address like the catalogue (one counter for the three, in this process)
  const limit = await inProcessLimits(fastify);
  const readLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);

  app.get(
    '/public/countries',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags: ['public'],
        summary:
          'I paesi (nome e codice ISO), per i moduli del sito; nome e ordine nella lingua della richiesta (Accept-Language: italiano, o inglese)',
        response: { 200: success({ countries: z.array(ZPublicCountry) }) },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return { status: 'success' as const, countries: await listPublicCountries(app.db, requestLocale(req)) };
    },
  );

  app.get(
    '/public/association',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags: ['public'],
        summary:
          "Il nome dell'associazione (dalle impostazioni di fatturazione), l'indirizzo del suo logo (null se non c'è), il suo indirizzo e-mail di contatto (null se non c'è) e se accetta pagamenti con carta, per il sito",
        response: { 200: success({ association: ZPublicAssociation }) },
      },
    },
    async () => ({
      status: 'success' as const,
      association: {
        name: await associationName(app.db),
        // STRIPE_SECRET_KEY set: the booking form offers "Paga con carta" beside the transfer
        card_payments: Boolean(app.config.stripeSecretKey),
        logo_url: logoUrl(await readLogoFile(app.db)),
        contact_email: await readContactEmail(app.db),
      },
    }),
  );

  app.get(
    '/public/association/logo',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags: ['public'],
        summary: "Il logo dell'associazione (immagine), 404 se non c'è",
        // v: the logo's file name, from logo_url; only decides how long the browser keeps the image
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (req, reply) => {
      const name = await readLogoFile(app.db);
      const file = name ? await loadFile(app.db, name) : null;
      if (!file || !isLogoType(file.contentType)) throw new AppError('not_found', 'Nessun logo impostato');
      // the address of this very logo never changes its image: kept a year; any other (no v, an
      // old v) is checked again each time (ETag), so a new logo shows at once
      const cache = req.query.v === name ? undefined : 'public, no-cache';
      reply.header('X-Content-Type-Options', 'nosniff');
      return sendFile(reply, file, 'inline', req.headers['if-none-match'], cache);
    },
  );
}
