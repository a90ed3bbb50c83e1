import {
  BULK_LIMIT,
  BULK_MSG,
  bulkBody,
  MAX_PAGE_SIZE,
  MSG,
  success,
  type TBulkBody,
  type TBulkResult,
  ZBulkResult,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import type { Access } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';

type List<Q, P, R> = (query: Q, params: P) => Promise<{ rows: R[]; total: number }>;

/** What a bulk action needs of its list: its query (the `filter`), its rows and each row's id. */
export interface BulkSource<Q extends z.ZodObject, R, P> {
  filter: Q;
  list: List<z.output<Q>, P, R>;
  rowId: (row: R) => number;
}

/**
 * The rows a bulk body names: its `ids`, or every row its `filter` selects through the list's own
 * query (what the grid shows), at most BULK_LIMIT: more is a 400 before anything is done.
 */
export async function selectedIds<Q extends z.ZodObject, R, P>(
  body: TBulkBody,
  source: BulkSource<Q, R, P>,
  params: P,
): Promise<number[]> {
  if (body.ids) return body.ids;
  const query = (page: number) =>
    source.list({ ...body.filter, page, pageSize: MAX_PAGE_SIZE } as z.output<Q>, params);
  const first = await query(1);
  if (first.total > BULK_LIMIT) throw new AppError('validation', BULK_MSG.tooMany(BULK_LIMIT));
  const ids = first.rows.map(source.rowId);
  for (let page = 2; ids.length < first.total; page++) {
    const { rows } = await query(page);
    if (rows.length === 0) break;
    ids.push(...rows.map(source.rowId));
  }
  return ids;
}

/** Why a row failed, in Italian: the service's own message, `missing` for a row not found. */
function reasonOf(err: unknown, missing: string, req: FastifyRequest): string {
  if (err instanceof AppError) {
    return err.code === 'not_found' && err.message === MSG.notFound ? missing : err.message;
  }
  req.log.error({ err }, 'bulk action: a row failed');
  return MSG.somethingWrong;
}

export type RowAction = (tx: Db, audit: AuditRecorder, id: number) => Promise<unknown>;

/**
 * Does `act` to each row in its own audited transaction, one after the other: a row that fails
 * is rolled back alone and listed with its reason, the rows before and after it stay done.
 */
export async function eachRow(
  req: FastifyRequest,
  ids: readonly number[],
  act: RowAction,
  missing: string,
): Promise<TBulkResult> {
  const result: TBulkResult = { done: [], failed: [] };
  for (const id of ids) {
    try {
      await req.write((tx, audit) => act(tx, audit, id));
      result.done.push(id);
    } catch (err) {
      result.failed.push({ id, reason: reasonOf(err, missing, req) });
    }
  }
  return result;
}

/**
 * POST `<path>` with `{ ids }` or `{ filter }` (the list's query): the action done to each row on
 * its own (eachRow), answering `{ done, failed: [{ id, reason }] }`.
 */
export function bulkRoute<
  Q extends z.ZodObject,
  R,
  P extends z.ZodObject = z.ZodObject<Record<never, never>>,
>(
  fastify: FastifyInstance,
  path: string,
  spec: BulkSource<Q, R, z.output<P>> & {
    access: Access;
    tags: string[];
    summary: string;
    params?: P;
    /** the reason of a row that is not there (or not in this list) */
    missing: string;
    act: (
      tx: Db,
      audit: AuditRecorder,
      id: number,
      params: z.output<P>,
      req: FastifyRequest,
    ) => Promise<unknown>;
    /** once every row is done (the mail worker woken once for all the mails queued) */
    after?: () => void;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    path,
    {
      config: { access: spec.access },
      schema: {
        tags: spec.tags,
        summary: `${spec.summary}; ogni riga nella sua transazione, al massimo ${BULK_LIMIT} per richiesta`,
        ...(spec.params ? { params: spec.params } : {}),
        body: bulkBody(spec.filter),
        response: { 200: success(ZBulkResult.shape) },
      },
    },
    async (req) => {
      const params = req.params as z.output<P>;
      const ids = await selectedIds(req.body as TBulkBody, spec, params);
      const result = await eachRow(
        req,
        ids,
        (tx, audit, id) => spec.act(tx, audit, id, params, req),
        spec.missing,
      );
      if (result.done.length > 0) spec.after?.();
      return { status: 'success' as const, ...result };
    },
  );
}
