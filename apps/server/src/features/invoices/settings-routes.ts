import { settingsMissing, success, ZInvoiceSettings, ZInvoiceSettingsRead } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readInvoiceSettings } from '../../lib/invoice-settings.ts';
import { saveInvoiceSettings } from './settings.ts';

const reply = success({
  settings: ZInvoiceSettingsRead,
  /** labels of the fields an invoice cannot do without, still empty */
  missing: z.array(z.string()),
});

/** GET/PUT /api/invoice-settings: the issuer's own data, admin only. */
export default async function invoiceSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];

  app.get(
    '/invoice-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Dati dell'associazione come emittente delle fatture",
        response: { 200: reply },
      },
    },
    async () => {
      const settings = await readInvoiceSettings(app.db);
      return { status: 'success' as const, settings, missing: settingsMissing(settings) };
    },
  );

  app.put(
    '/invoice-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Salva i dati di emittente (body settings, o i campi stessi); si possono salvare incompleti, ma finché mancano i dati obbligatori nessuna fattura viene emessa',
        // `{ settings: {…} }` like the other saves, or the fields themselves
        body: z.preprocess(
          (b) => (b && typeof b === 'object' && 'settings' in b ? (b as { settings: unknown }).settings : b),
          ZInvoiceSettings,
        ),
        response: { 200: reply },
      },
    },
    async (req) => {
      const next = req.body;
      const saved = await req.write(async (tx, audit) => {
        const before = await readInvoiceSettings(tx);
        await saveInvoiceSettings(tx, next, req.user?.id ?? null);
        audit.record({ entity: 'invoice_settings', entityId: 1, action: 'update', before, after: next });
        return next;
      });
      return { status: 'success' as const, settings: saved, missing: settingsMissing(saved) };
    },
  );
}
