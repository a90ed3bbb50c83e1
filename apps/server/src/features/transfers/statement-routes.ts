import {
  HIGH_CONFIDENCE,
  success,
  ZAssignLine,
  ZConfirmLine,
  ZCsvMapping,
  ZDiscardLine,
  ZIdParam,
  ZStatementImport,
  ZStatementImportResult,
  ZStatementLine,
  ZStatementLinesQuery,
  ZStatementPreview,
  ZStatementPreviewBody,
  ZSureMatches,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { listRoute } from '../../lib/routes.ts';
import { statementBodyLimit } from './statement-decode.ts';
import { importStatement, readStatement } from './statement-import.ts';
import { previewStatement } from './statement-preview.ts';
import { csvMappings, findLine, listLines, STATEMENT_LINE_SORTS } from './statement-repository.ts';
import { assignLine, confirmLine, discardLine, highConfidenceLines } from './statement-service.ts';

const tags = ['bank-statements'];
const lineReply = { 200: success({ line: ZStatementLine }) };

/** Bank statement reconciliation: import, the match table, and the admin's decisions. */
export async function statementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const line = async (id: number) => {
    const found = await findLine(app.db, id);
    if (!found) throw new AppError('not_found', 'Riga non trovata');
    return { status: 'success' as const, line: found };
  };

  app.post(
    '/bank-statements/preview',
    {
      config: { access: 'admin' },
      bodyLimit: statementBodyLimit,
      schema: {
        tags,
        summary:
          'Legge un file di estratto conto senza importarlo: codifica, separatore, prime righe, riga di intestazione e colonne proposte (quelle ricordate per la banca, se indicata)',
        body: ZStatementPreviewBody,
        response: { 200: success({ preview: ZStatementPreview }) },
      },
    },
    async (req) => ({ status: 'success' as const, preview: await previewStatement(app.db, req.body) }),
  );

  app.post(
    '/bank-statements/import',
    {
      config: { access: 'admin' },
      bodyLimit: statementBodyLimit,
      schema: {
        tags,
        summary:
          'Importa un estratto conto (CAMT.053 XML o CSV con la mappatura delle colonne della banca) e abbina le righe ai bonifici; reimportarlo non aggiunge nulla',
        body: ZStatementImport,
        response: { 200: success(ZStatementImportResult.shape) },
      },
    },
    async (req) => {
      const parsed = await readStatement(req.body);
      const result = await req.write((tx, audit) =>
        importStatement(tx, audit, req.body, parsed, req.user?.id ?? null),
      );
      return { status: 'success' as const, ...result };
    },
  );

  listRoute(app, '/bank-statements/lines', {
    access: 'admin',
    tags,
    summary: 'Righe degli estratti conto con il loro abbinamento, sotto `lines` (+ total); filtro status, q',
    querystring: ZStatementLinesQuery,
    sorts: STATEMENT_LINE_SORTS,
    key: 'lines',
    item: ZStatementLine,
    list: (query) => listLines(app.db, query),
  });

  app.get(
    '/bank-statements/csv-mappings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Le mappature CSV ricordate, una per banca',
        response: { 200: success({ mappings: z.array(ZCsvMapping) }) },
      },
    },
    async () => ({ status: 'success' as const, mappings: await csvMappings(app.db) }),
  );

  app.post(
    '/bank-statements/lines/:id/confirm',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Conferma il bonifico abbinato alla riga (stessa conferma idempotente della lista); un importo diverso dal dovuto richiede accept_amount_difference',
        params: ZIdParam,
        // a POST without a body arrives as null
        body: ZConfirmLine.nullish(),
        response: lineReply,
      },
    },
    async (req) => {
      const accept = req.body?.accept_amount_difference ?? false;
      await req.write((tx, audit) => confirmLine(tx, audit, req.params.id, req.user?.id ?? null, accept));
      return line(req.params.id);
    },
  );

  app.get(
    '/bank-statements/sure-matches',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Quante righe "Conferma abbinamenti sicuri" confermerebbe ora (confidenza ≥ ${HIGH_CONFIDENCE}, importo esatto) e il loro totale in centesimi`,
        response: { 200: success(ZSureMatches.shape) },
      },
    },
    async () => {
      const lines = await highConfidenceLines(app.db, HIGH_CONFIDENCE);
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      return { status: 'success' as const, count: lines.length, total };
    },
  );

  app.post(
    '/bank-statements/confirm-matches',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Conferma tutte le righe abbinate con confidenza ≥ ${HIGH_CONFIDENCE} e importo esatto, ciascuna nella sua transazione`,
        response: { 200: success({ confirmed: z.number().int() }) },
      },
    },
    async (req) => {
      const lines = await highConfidenceLines(app.db, HIGH_CONFIDENCE);
      let confirmed = 0;
      for (const { id } of lines) {
        await req.write((tx, audit) => confirmLine(tx, audit, id, req.user?.id ?? null, false));
        confirmed++;
      }
      return { status: 'success' as const, confirmed };
    },
  );

  app.post(
    '/bank-statements/lines/:id/assign',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Abbina a mano la riga a un bonifico in attesa',
        params: ZIdParam,
        body: ZAssignLine,
        response: lineReply,
      },
    },
    async (req) => {
      await req.write((tx, audit) => assignLine(tx, audit, req.params.id, req.body.transfer_id));
      return line(req.params.id);
    },
  );

  app.post(
    '/bank-statements/lines/:id/discard',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Scarta la riga con una nota',
        params: ZIdParam,
        body: ZDiscardLine,
        response: lineReply,
      },
    },
    async (req) => {
      await req.write((tx, audit) =>
        discardLine(tx, audit, req.params.id, req.body.note, req.user?.id ?? null),
      );
      return line(req.params.id);
    },
  );
}
