import { success } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { associationName, listPublicCountries } from './repository.ts';

const ZPublicCountry = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const ZPublicAssociation = z.object({ name: z.string(), card_payments: z.boolean() });

/** Reference data the member site needs without a token: nothing here is the back-office's own. */
export default async function publicLookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/countries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'I paesi (nome italiano e codice ISO), per i moduli del sito',
        response: { 200: success({ countries: z.array(ZPublicCountry) }) },
      },
    },
    async () => ({ status: 'success' as const, countries: await listPublicCountries(app.db) }),
  );

  app.get(
    '/public/association',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary:
          "Il nome dell'associazione (dalle impostazioni di fatturazione) e se accetta pagamenti con carta, per il sito",
        response: { 200: success({ association: ZPublicAssociation }) },
      },
    },
    async () => ({
      status: 'success' as const,
      association: {
        name: await associationName(app.db),
        // STRIPE_SECRET_KEY set: the booking form offers "Paga con carta" beside the transfer
        card_payments: Boolean(app.config.stripeSecretKey),
      },
    }),
  );
}
